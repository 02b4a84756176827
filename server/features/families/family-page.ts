import type { AppContext } from '../../context.js';
import { MAX_GUARDIANS, combinedConsent } from '../../../common/guardian-consent.js';
import type { FamilyChild, FamilyProps } from '../../../common/types/family.js';
import type { Prisma } from '../../db.js';
import { birthDateText, guardingLinks, mayActAsGuardian, minorsOn, presentPhone } from '../members/index.js';
import { mayRemoveChild, removalRule } from './removal-rule.js';

const childSelect = (now: Date) =>
  ({
    id: true,
    name: true,
    birthDate: true,
    managed: true,
    guardians: {
      orderBy: { position: 'asc' },
      select: { id: true, position: true, name: true, consentState: true, accountId: true },
    },
    authorisedAdults: { orderBy: { id: 'asc' }, select: { id: true, name: true, phone: true, relationship: true } },
    tickets: {
      where: { status: 'active', event: { endsAt: { gte: now } } },
      orderBy: { event: { startsAt: 'asc' } },
      select: { id: true, event: { select: { title: true, slug: true, startsAt: true } } },
    },
    careInfo: { select: { id: true } },
  }) satisfies Prisma.UserSelect;

type ChildRow = Prisma.UserGetPayload<{ select: ReturnType<typeof childSelect> }>;

type GuardianSeatRow = ChildRow['guardians'][number];

/** Whether the viewer, in their own seat `acting`, may take this guardian off the child (remove or leave). */
function mayRemoveGuardian(child: ChildRow, acting: GuardianSeatRow, target: GuardianSeatRow): boolean {
  const rule = removalRule(child.guardians, { acting, target, managed: child.managed });
  return rule === 'remove' || rule === 'leave';
}

function presentChild(child: ChildRow, accountId: number, doorNotices: boolean): FamilyChild {
  const acting = child.guardians.find((seat) => seat.accountId === accountId);
  return {
    id: child.id,
    name: child.name,
    birthDate: birthDateText(child.birthDate),
    managed: child.managed,
    consent: combinedConsent(child.guardians.map(({ consentState }) => consentState)),
    guardians: child.guardians.map((guardian) => ({
      id: guardian.id,
      name: guardian.name,
      consent: guardian.consentState,
      you: guardian.accountId === accountId,
      removable: acting !== undefined && mayRemoveGuardian(child, acting, guardian),
    })),
    mayInviteGuardian: child.guardians.length < MAX_GUARDIANS,
    mayRemove: acting !== undefined && mayRemoveChild(child.guardians, { acting, managed: child.managed }),
    collectors: child.authorisedAdults.map((adult) => ({ ...adult, phone: presentPhone(adult.phone) })),
    tickets: child.tickets.map(({ id, event }) => ({
      id,
      event: { title: event.title, slug: event.slug, startsAt: event.startsAt.toISOString() },
    })),
    careEntered: child.careInfo !== null,
    doorNotices,
  };
}

/**
 * The family page: every child the member is a guardian of through their account and who is still a
 * minor, oldest link first; those who came of age are only named.
 */
export async function familyOf(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  accountId: number,
): Promise<FamilyProps> {
  const now = clock();
  const [links, grownUp, account] = await Promise.all([
    db.guardian.findMany({
      where: guardingLinks(accountId, now),
      orderBy: { id: 'asc' },
      select: { doorNotices: true, user: { select: childSelect(now) } },
    }),
    db.guardian.findMany({
      where: { accountId, user: { deletedAt: null, NOT: minorsOn(now) } },
      orderBy: { id: 'asc' },
      select: { user: { select: { id: true, name: true } } },
    }),
    db.user.findUniqueOrThrow({ where: { id: accountId }, select: { phone: true, birthDate: true } }),
  ]);
  return {
    children: links.map((link) => presentChild(link.user, accountId, link.doorNotices)),
    cameOfAge: grownUp.map(({ user }) => user),
    phone: account.phone ? presentPhone(account.phone).international : '',
    mayAddChildren: mayActAsGuardian(account.birthDate, now),
  };
}
