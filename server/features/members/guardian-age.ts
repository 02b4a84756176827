import type { AppContext } from '../../context.js';
import { isMinor } from './age.js';

/**
 * Whether someone born on `birthDate` may act as a guardian (add a child, be linked to one): not a minor
 * on the birth date they gave, so a child cannot consent for a child, themself included.
 */
export function mayActAsGuardian(birthDate: Date | null, today: Date): boolean {
  return !isMinor(birthDate, today);
}

/** {@link mayActAsGuardian} for a member known by id. */
export async function mayBeGuardian({ db, now }: Pick<AppContext, 'db' | 'now'>, userId: number): Promise<boolean> {
  const { birthDate } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { birthDate: true } });
  return mayActAsGuardian(birthDate, now());
}
