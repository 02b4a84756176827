const FALLBACK_TIME_ZONE = 'UTC';

/** The organisation's time zone (APP_TIMEZONE), which the server writes on `<html data-time-zone>`. */
export function appTimeZone(): string {
  if (typeof document === 'undefined') return FALLBACK_TIME_ZONE;
  return document.documentElement.dataset.timeZone || FALLBACK_TIME_ZONE;
}
