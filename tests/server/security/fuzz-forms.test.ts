// Every form route the router mounts gets every class of bad input (depth, size, encoding, wrong types,
// broken multipart) from a member who holds every permission, aimed at real records: no answer is a
// 5xx, none hangs, and nothing is written.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Prisma } from '../../../server/generated/prisma-postgresql/index.js';
import { appRoutes, routeKey, type AppRoute } from '../../support/app-routes.js';
import { badInputs, type BadInput } from '../../support/bad-inputs.js';
import { createRoleWith, createUser } from '../../support/factories.js';
import { signedIn, type Agent } from '../../support/member-session.js';
import { browserAgent, createTestApp, xsrfToken, type TestApp } from '../../support/test-app.js';
import { createPost } from '../blog/support.js';
import { createEvent } from '../events/admin/support.js';

const TIMEOUT_MS = 5000;
/** Written by any request (sessions) or on first use (the ticket signing key): not form data. */
// BrowserSession: each request of a signed-in member may move its session's "last seen".
const NOT_FORM_DATA = new Set(['Session', 'ServerKey', 'BrowserSession']);

/** Routes that act without reading a body: only input the parsers refuse before any route may go there. */
const ACTS_WITHOUT_INPUT = new Set([
  'POST /logout',
  // "New" creates an untitled draft and opens its editor; the form is the editor's PUT.
  'POST /admin/events',
  'POST /admin/blog',
  'POST /email/verification-notification',
  // The member's "Use this address": the signed link is the input (here not a valid one), not the body.
  'POST /email-change/:id/:hash',
  'DELETE /settings/phone',
  'DELETE /settings/profile/pending-email',
  'DELETE /settings/sessions',
  'DELETE /settings/sessions/:session',
  // Two-factor: begin a setup, make new recovery codes, turn it off.
  'POST /settings/two-factor',
  'POST /settings/two-factor/recovery-codes',
  'DELETE /settings/two-factor',
  'DELETE /settings/guardian',
  'POST /settings/guardian/consent-request',
  'POST /guardian-consent/:token/revoke',
  'DELETE /tickets/:id',
  'DELETE /admin/events/:id/tickets/:ticketId',
  'POST /admin/events/:id/tickets/:ticketId/mail',
  'DELETE /admin/events/:id/check-ins/:ticketId',
  'DELETE /admin/locations/:id',
  'PUT /admin/locations/:id/restore',
  'DELETE /admin/post-codes/:id',
  'DELETE /admin/permissions/:id',
  'DELETE /admin/roles/:id',
  'DELETE /admin/blog/:id',
  'PUT /admin/blog/:id/restore',
  'POST /admin/jobs/:id/retry',
  'DELETE /admin/jobs/:id',
  'DELETE /admin/events/:id/messages/:messageId',
  'DELETE /admin/events/:id/door-invitations/:invitationId',
  'DELETE /admin/events/:id/questions/:questionId',
  'POST /admin/events/:id/waiting-list/:entryId/offer',
  'DELETE /waiting-list/:id',
  'POST /settings/calendar',
  'DELETE /settings/family/children/:child',
  'DELETE /settings/family/children/:child/collectors/:collector',
  'DELETE /settings/family/children/:child/guardians/:guardian',
]);

let testApp: TestApp;
let admin: Agent;
let guest: Agent;
let params: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.context;
  let adminId: number;
  ({
    agent: admin,
    user: { id: adminId },
  } = await signedIn(testApp, { roles: ['admin'] }));
  guest = await browserAgent(testApp.app);
  const postCode = await db.postCode.create({ data: { code: '1011 AB', placeName: 'Amsterdam' } });
  const location = await db.location.create({
    data: { name: 'Hall', slug: 'hall', streetAddress: 'Main 1', postCodeId: postCode.id, published: true },
  });
  const event = await createEvent(db, { locationId: location.id, startsAt: new Date(Date.now() + 86_400_000) });
  const ticket = await db.ticket.create({
    data: {
      eventId: event.id,
      userId: adminId,
      code: `fuzz-${randomUUID()}`,
      status: 'active',
      activeEventId: event.id,
    },
  });
  const question = await db.eventQuestion.create({
    data: {
      eventId: event.id,
      position: 1,
      label: 'Fuzz?',
      kind: 'single_choice',
      options: '["A","B"]',
      required: true,
    },
  });
  const waiting = await db.waitingListEntry.create({ data: { eventId: event.id, userId: adminId, rank: 1 } });
  const permission = await db.permission.create({ data: { name: 'fuzz.target' } });
  const role = await createRoleWith(db, 'fuzz-role', []);
  const member = await createUser(db);
  const post = await createPost(db, { title: 'Fuzz target' });
  const message = await db.eventMessage.create({
    data: {
      eventId: event.id,
      audience: 'all',
      subject: 'Sent',
      body: 'x',
      bodyHtml: '<p>x</p>',
      sendAt: new Date(),
      sentAt: new Date(),
    },
  });
  // A guardian's pending consent with a live link: bad answers to it must record nothing.
  const consentToken = 'f'.repeat(43);
  await db.guardian.create({
    data: {
      userId: member.id,
      name: 'Fuzz Parent',
      email: 'fuzz-parent@example.test',
      phone: '+31612345678',
      relationship: 'parent',
      consentTokenHash: createHash('sha256').update(consentToken).digest('hex'),
      consentTokenExpiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  // The admin is the guardian of a child they manage, with an adult allowed to collect them.
  const child = await createUser(db, { name: 'Fuzz Child' });
  const firstGuardian = await db.guardian.create({
    data: {
      userId: child.id,
      accountId: adminId,
      name: 'Fuzz Admin',
      email: 'fuzz-admin@example.test',
      phone: '+31612345679',
      relationship: 'parent',
      consentState: 'confirmed',
    },
  });
  const collector = await db.authorisedAdult.create({
    data: { childId: child.id, name: 'Fuzz Aunt', phone: '+31612345670', relationship: 'aunt' },
  });
  // A passkey of the admin (its key need not be real: no bad input may reach a verification that uses it).
  const passkey = await db.passkey.create({
    data: { userId: adminId, name: 'Fuzz key', credentialId: 'fuzz-credential', publicKey: new Uint8Array([1, 2, 3]) },
  });
  const doorToken = 'fuzz-door-invitation-token';
  const invitation = await db.doorInvitation.create({
    data: {
      eventId: event.id,
      tokenHash: createHash('sha256').update(doorToken).digest('hex'),
      label: 'Fuzz volunteers',
      opensAt: new Date(Date.now() - 3_600_000),
      closesAt: new Date(Date.now() + 3_600_000),
      createdById: adminId,
    },
  });
  params = {
    'door/:token': doorToken,
    'door-invitations/:invitationId': String(invitation.id),
    'children/:child': String(child.id),
    'collectors/:collector': String(collector.id),
    // The admin's own place as first guardian, which nobody removes: refused, changing nothing.
    'guardians/:guardian': String(firstGuardian.id),
    'passkeys/:passkey': String(passkey.id),
    'guardian-consent/:token': consentToken,
    'steps/:step': '1',
    // No such session: ending one reads no body, so only input refused before the routes is sent there.
    'sessions/:session': 'no-such-session',
    'events/:slug': event.slug,
    'events/:id': String(event.id),
    'tickets/:id': String(ticket.id),
    'check-ins/:ticketId': String(ticket.id),
    'tickets/:ticketId': String(ticket.id),
    'locations/:id': String(location.id),
    'post-codes/:id': String(postCode.id),
    'permissions/:id': String(permission.id),
    'roles/:id': String(role.id),
    'users/:id': String(member.id),
    'email-change/:id': String(adminId),
    'blog/:id': String(post.id),
    // No job has failed and the message went out: each answer is a flash, and nothing changes.
    'jobs/:id': '1',
    'messages/:messageId': String(message.id),
    'questions/:questionId': String(question.id),
    'waiting-list/:entryId': String(waiting.id),
    'waiting-list/:id': String(waiting.id),
  };
});
afterAll(() => testApp.close());

/** The route's path with each parameter replaced by the id of a real record. */
function concretePath(path: string): string {
  return path.replace(/([a-z-]+)\/:([A-Za-z]+)/g, (whole: string, collection: string, param: string) => {
    const value = params[`${collection}/:${param}`];
    if (value === undefined) throw new Error(`No record for ${whole} in ${path}: add one to the fuzz test`);
    return `${collection}/${value}`;
  });
}

/** A hash of every row of every table that holds form data, by table. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables: Record<string, string> = {};
  for (const model of Object.values(Prisma.ModelName)) {
    if (NOT_FORM_DATA.has(model)) continue;
    const delegate = (testApp.context.db as unknown as Record<string, { findMany(): Promise<unknown[]> }>)[
      model[0]!.toLowerCase() + model.slice(1)
    ]!;
    // BigInt columns (a passkey's counter) written as text, which JSON cannot hold otherwise.
    const asText = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
    const rows = (await delegate.findMany()).map((row) => JSON.stringify(row, asText)).sort();
    tables[model] = createHash('sha256').update(rows.join('\n')).digest('hex');
  }
  return tables;
}

const formRoutes = (): AppRoute[] => appRoutes(testApp.app).filter((route) => route.method !== 'get');

async function send(route: AppRoute, input: BadInput): Promise<string | null> {
  const agent = route.guards.some((guard) => guard.kind === 'guest') ? guest : admin;
  const method = route.method as 'post' | 'put' | 'patch' | 'delete';
  try {
    const response = await agent[method](concretePath(route.path))
      .set('X-XSRF-TOKEN', xsrfToken(agent))
      .set('Content-Type', input.contentType)
      .serialize((body: unknown) => body as string)
      .timeout(TIMEOUT_MS)
      .send(input.body);
    return response.status >= 500 ? `${response.status}` : null;
  } catch (error) {
    return `no answer (${(error as Error).message})`;
  }
}

it('answers every bad input to every form route below 500, at once, writing nothing', async () => {
  const routes = formRoutes();
  expect(routes.length).toBeGreaterThan(30);
  const before = await fingerprint();
  const failures: string[] = [];
  const classes = new Set<string>();
  for (const route of routes) {
    const actsWithoutInput = ACTS_WITHOUT_INPUT.has(routeKey(route));
    for (const input of badInputs()) {
      if (actsWithoutInput && !input.refusedBeforeRoutes) continue;
      classes.add(input.kind);
      const failure = await send(route, input);
      if (failure) failures.push(`${routeKey(route)} with ${input.name}: ${failure}`);
    }
  }
  expect(failures).toEqual([]);
  expect([...classes].sort()).toEqual(['broken multipart', 'depth', 'encoding', 'size', 'wrong types']);
  expect(await fingerprint()).toEqual(before);
  // The admin was never signed out (POST /logout got only input refused before it).
  expect((await admin.get('/admin')).status).toBe(200);
}, 120_000);
