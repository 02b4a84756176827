import { MAX_COLLECTORS } from '../../../common/family.js';
import type { AppContext } from '../../context.js';
import type { Database, Prisma } from '../../db.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { CONFIRMED_GUARDIANS } from '../members/index.js';
import type { GuardedChild } from './access.js';
import type { CollectorInput } from './schemas.js';

/** Allows an adult to collect the child at the door; refused when the child already has the most allowed. */
export async function addCollector(
  { db }: Pick<AppContext, 'db'>,
  { actor, child, values: input }: { actor: AuditActor; child: GuardedChild; values: CollectorInput },
): Promise<'added' | 'full'> {
  return db.$transaction(async (tx) => {
    if ((await tx.authorisedAdult.count({ where: { childId: child.id } })) >= MAX_COLLECTORS) return 'full';
    await tx.authorisedAdult.create({ data: { childId: child.id, addedById: child.guardianId, ...input } });
    await recordAudit(tx, {
      actor,
      action: 'family.collector_added',
      subject: { type: 'user', id: child.id, label: child.name },
      after: { name: input.name, relationship: input.relationship },
    });
    return 'added';
  });
}

export async function removeCollector(
  { db }: Pick<AppContext, 'db'>,
  { actor, child, collectorId }: { actor: AuditActor; child: GuardedChild; collectorId: number },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const adult = await tx.authorisedAdult.findFirst({
      where: { id: collectorId, childId: child.id },
      select: { name: true, relationship: true },
    });
    if (!adult) return false;
    await tx.authorisedAdult.delete({ where: { id: collectorId } });
    await recordAudit(tx, {
      actor,
      action: 'family.collector_removed',
      subject: { type: 'user', id: child.id, label: child.name },
      before: adult,
    });
    return true;
  });
}

export interface Collector {
  name: string;
  /** E.164. */
  phone: string;
  relationship: string;
  kind: 'guardian' | 'authorised';
}

/** Who may collect a child at the door (SPEC §11): their confirmed guardians, then the adults a guardian allowed. */
export async function collectorsForChild(
  db: Database | Prisma.TransactionClient,
  childId: number,
): Promise<Collector[]> {
  const child = await db.user.findUnique({
    where: { id: childId },
    select: {
      guardians: {
        where: CONFIRMED_GUARDIANS,
        orderBy: { position: 'asc' },
        select: { name: true, phone: true, relationship: true },
      },
      authorisedAdults: { orderBy: { id: 'asc' }, select: { name: true, phone: true, relationship: true } },
    },
  });
  if (!child) return [];
  return [
    ...child.guardians.map((guardian) => ({ ...guardian, kind: 'guardian' as const })),
    ...child.authorisedAdults.map((adult) => ({ ...adult, kind: 'authorised' as const })),
  ];
}
