// A datetime-local input holds a wall-clock time without a zone; the server stores instants. The browser
// knows the admin's zone, so it converts both ways and the server only ever sees ISO instants.

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO instant → "YYYY-MM-DDTHH:mm" in the browser's zone; '' stays ''. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "YYYY-MM-DDTHH:mm" in the browser's zone → ISO instant; '' stays '', anything unreadable is sent as typed (the server refuses it). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The browser's time zone name, e.g. "Europe/Brussels", to tell the admin which clock the fields use. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
