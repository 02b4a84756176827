/** The longest an organiser may ask for: a week before the start. */
export const MAX_REMINDER_HOURS = 168;
