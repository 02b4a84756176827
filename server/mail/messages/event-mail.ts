/** What every mail about an event to one person names: who it goes to, and the event and its time. */
export interface EventMail {
  appName: string;
  to: string;
  /** The person the mail is about (a ticket holder, or someone waiting). */
  name: string;
  eventTitle: string;
  when: string;
}

/** An event mail that also says where the event takes place. */
export interface PlacedEventMail extends EventMail {
  where: string;
}
