import { isCareVisible } from '../../care/index.js';
import { ValidationFailed } from '../../../http/validation.js';

/**
 * Once an event's care information is hidden from staff (SPEC §12), its end cannot move later: that
 * would show the attendees' allergies and medical notes again, long after anyone needed them. Moving it
 * earlier (correcting a date) stays possible.
 */
export function refuseShowingHiddenCare(
  before: { endsAt: Date },
  endsAt: Date,
  { now, careVisibleDays }: { now: Date; careVisibleDays: number },
): void {
  if (endsAt <= before.endsAt || isCareVisible(before.endsAt, now, careVisibleDays)) return;
  throw new ValidationFailed({
    endsAt: `This event ended more than ${careVisibleDays} days ago and its attendees' care information is hidden, so its end cannot move later. Create a new event for a new date.`,
  });
}
