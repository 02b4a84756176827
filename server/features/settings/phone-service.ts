import type { AppContext } from '../../context.js';
import { presentPhone } from '../members/index.js';

export async function phoneOf({ db }: Pick<AppContext, 'db'>, userId: number) {
  const { phone } = await db.user.findFirstOrThrow({ where: { id: userId, deletedAt: null }, select: { phone: true } });
  return phone ? presentPhone(phone) : null;
}

/** Stores a number already checked and normalised to E.164 by the phone field. */
export async function setPhone(
  { db }: Pick<AppContext, 'db'>,
  { userId, phone: e164 }: { userId: number; phone: string | null },
): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { phone: e164 } });
}
