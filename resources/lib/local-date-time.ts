// A datetime-local input holds a wall-clock time without a zone; the server stores instants. Editors
// type times on the organisation's clock (APP_TIMEZONE, named beside each field), whatever zone their
// device is in; the browser converts both ways and the server only ever sees ISO instants.
import { fromZonedInput, toZonedInput } from '../../common/zoned-time';
import { appTimeZone } from './time-zone';

/** ISO instant → "YYYY-MM-DDTHH:mm" on the organisation's clock; '' stays ''. */
export const toLocalInput = (iso: string): string => toZonedInput(iso, appTimeZone());

/** "YYYY-MM-DDTHH:mm" on the organisation's clock → ISO instant; '' stays '', anything unreadable is sent as typed (the server refuses it). */
export const fromLocalInput = (value: string): string => fromZonedInput(value, appTimeZone());
