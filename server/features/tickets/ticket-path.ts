/** The member's page for one ticket, linked from the mail about it. */
export const ticketPath = (ticketId: number) => `/tickets/${ticketId}`;
