import type { CollectorView, GuardianView } from '../../../common/types/settings.js';
import type { AppContext } from '../../context.js';
import { presentPhone } from '../members/index.js';
import { guardianSelect, presentGuardian } from './presenter.js';

/**
 * Who acts for the member besides the guardian they named (SPEC §10, §11): the second guardian a
 * guardian invited and the adults a guardian allowed to collect them. A child sees all of them, so
 * nobody acting for them is hidden from them.
 */
export async function othersActingFor(
  { db }: Pick<AppContext, 'db'>,
  userId: number,
): Promise<{ secondGuardian: GuardianView | null; collectors: CollectorView[] }> {
  const [second, adults] = await Promise.all([
    db.guardian.findFirst({
      where: { userId, position: { gt: 0 } },
      orderBy: { position: 'asc' },
      select: guardianSelect,
    }),
    db.authorisedAdult.findMany({
      where: { childId: userId },
      orderBy: { id: 'asc' },
      select: { name: true, phone: true, relationship: true },
    }),
  ]);
  return {
    secondGuardian: second ? presentGuardian(second) : null,
    collectors: adults.map((adult) => ({ ...adult, phone: presentPhone(adult.phone) })),
  };
}
