// Care information as pages and the door see it (SPEC §12).
import type { PhotoConsent } from '../care';
import type { PhoneView } from './settings';

export interface EmergencyContactView {
  name: string;
  phone: PhoneView;
  relationship: string;
}

/** The member's own care information, as `settings/Care` shows and edits it. */
export interface CareView {
  allergies: string;
  medicalNotes: string;
  photoConsent: PhotoConsent;
  emergencyContacts: EmergencyContactView[];
  /** ISO 8601; null when nothing was ever saved (the defaults are shown). */
  updatedAt: string | null;
}

/** One attendee's care details on the admin event page, for `events.manage` only. */
export type AttendeeCare = Omit<CareView, 'updatedAt'>;

/**
 * The care part of `admin/event/Show`: details only when asked for (each showing is audited), and
 * never after the event ended more than `days` days ago.
 */
export type EventCareSection =
  | { state: 'available' }
  | { state: 'shown'; byTicket: Record<number, AttendeeCare> }
  | { state: 'hidden'; days: number };

/** What the door sees: flags for icons, never the text (SPEC §12). */
export interface CareFlags {
  /** Allergies or a diet were entered. */
  allergies: boolean;
  photoConsent: PhotoConsent;
}
