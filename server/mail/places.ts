/** What a mail needs of an event's location. */
export const MAIL_PLACE_SELECT = {
  name: true,
  streetAddress: true,
  postCode: { select: { placeName: true } },
} as const;

type MailPlace = { name: string; streetAddress: string; postCode: { placeName: string } } | null;

/** "Hall, 1 Main St, Utrecht", or a plain word that the place is not known yet. */
export const mailPlace = (location: MailPlace): string =>
  location ? `${location.name}, ${location.streetAddress}, ${location.postCode.placeName}` : 'to be announced';
