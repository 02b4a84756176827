import { z } from 'zod';

/**
 * Optional latitude and longitude as forms and CSV files send them (text or a number; empty means none),
 * checked against the globe's ranges; a place has both or neither.
 */
function optionalNumberBetween(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return text === '' ? null : Number(text);
    },
    z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable(),
  );
}

export const coordinateFields = {
  latitude: optionalNumberBetween(-90, 90, 'The latitude must be a number from -90 to 90.'),
  longitude: optionalNumberBetween(-180, 180, 'The longitude must be a number from -180 to 180.'),
};

/** A refinement for an object with both fields: one without the other is refused, on the missing one. */
export function bothOrNeither(
  value: { latitude: number | null; longitude: number | null },
  context: z.RefinementCtx,
): void {
  if ((value.latitude === null) === (value.longitude === null)) return;
  const missing = value.latitude === null ? 'latitude' : 'longitude';
  context.addIssue({
    code: 'custom',
    path: [missing],
    message: 'Give both the latitude and the longitude, or neither.',
  });
}
