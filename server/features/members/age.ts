import type { Prisma } from '../../db.js';

/** The age of majority: members below it need a guardian on file (SPEC §4). */
export const ADULT_AGE = 18;

/**
 * Whole years between a birth date and a day, counted on UTC calendar dates (birth dates are stored
 * as midnight UTC), so a member turns a year older on their birthday wherever the server runs.
 */
export function ageOn(birthDate: Date, day: Date): number {
  const years = day.getUTCFullYear() - birthDate.getUTCFullYear();
  const month = day.getUTCMonth() - birthDate.getUTCMonth();
  const beforeBirthday = month < 0 || (month === 0 && day.getUTCDate() < birthDate.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

/** A member is a minor only when their birth date is known and puts them under 18 on that day. */
export function isMinor(birthDate: Date | null, day: Date): boolean {
  return birthDate !== null && ageOn(birthDate, day) < ADULT_AGE;
}

/**
 * The earliest birth date of someone still a minor on `day`: the day after the birthday of whoever
 * turns 18 that day. On 29 February, whoever was born on 28 February of a common year has turned 18.
 */
export function earliestMinorBirthDate(day: Date): Date {
  const year = day.getUTCFullYear() - ADULT_AGE;
  const month = day.getUTCMonth();
  const turnsAdult = Math.min(Date.UTC(year, month, day.getUTCDate()), Date.UTC(year, month + 1, 0));
  return new Date(Date.UTC(year, month, new Date(turnsAdult).getUTCDate() + 1));
}

/** The members who are minors on `day`, as `isMinor` decides it, for a query. */
export const minorsOn = (day: Date): Prisma.UserWhereInput => ({ birthDate: { gte: earliestMinorBirthDate(day) } });
