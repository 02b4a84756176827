import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type session from 'express-session';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db.js';
import { clientAddress } from '../../http/rate-limit.js';

/** A session's "last seen" moves at most this often: a write a minute per active device, not one per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
/**
 * The longest a session lives unused ("remember me", 30 days) and a day's margin: a row not seen for longer
 * belongs to a session that has certainly expired, whichever store held it.
 */
const LONGEST_UNUSED_MS = 31 * 24 * 60 * 60 * 1000;
const USER_AGENT_CHARACTERS = 512;
const REMEMBERED_TOUCHES = 10_000;

/**
 * When this process last moved each session's "last seen", so most requests write nothing. Kept per
 * process: with several, each moves it at most once a minute, which is still a handful of writes.
 */
const touched = new Map<string, number>();

function rememberTouch(sid: string, at: number): void {
  touched.delete(sid);
  touched.set(sid, at);
  if (touched.size > REMEMBERED_TOUCHES) touched.delete(touched.keys().next().value as string);
}

const userAgentOf = (req: Request) => (req.get('user-agent') ?? '').slice(0, USER_AGENT_CHARACTERS);

/** A new session's public name: random, so the page's URLs reveal neither the session id nor how many there were. */
const newId = () => randomBytes(16).toString('base64url');

/**
 * Writes the row of a session just signed in (called by `signIn`, after the session id was regenerated),
 * naming the passkey that signed it in, if one did: removing that passkey ends the session.
 */
export async function recordSignIn(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  req: Request,
  userId: number,
  passkeyId: number | null = null,
): Promise<void> {
  const at = now();
  const fields = { userId, passkeyId, userAgent: userAgentOf(req), address: clientAddress(req), lastSeenAt: at };
  await db.browserSession.upsert({
    where: { sid: req.sessionID },
    create: { id: newId(), sid: req.sessionID, createdAt: at, ...fields },
    update: { createdAt: at, ...fields },
  });
  rememberTouch(req.sessionID, at.getTime());
}

/**
 * Moves the signed-in session's "last seen" (and its latest address and browser) at most once a minute.
 * A session with no row (signed in before rows were kept) gets one now, so the list shows every session.
 */
export async function noteSeen({ db, now }: Pick<AppContext, 'db' | 'now'>, req: Request, userId: number) {
  const at = now().getTime();
  const last = touched.get(req.sessionID);
  if (last !== undefined && at >= last && at - last < LAST_SEEN_RESOLUTION_MS) return;
  rememberTouch(req.sessionID, at);
  const fields = { userId, userAgent: userAgentOf(req), address: clientAddress(req), lastSeenAt: new Date(at) };
  await db.browserSession.upsert({
    where: { sid: req.sessionID },
    create: { id: newId(), sid: req.sessionID, createdAt: new Date(at), ...fields },
    update: fields,
  });
}

/**
 * Deletes the rows of sessions that have certainly expired (`forgetExpiredRecords` does this), so a
 * member who never signs in again does not leave their devices and addresses behind.
 */
export async function forgetStaleBrowserSessions(db: Database, now: Date): Promise<void> {
  await db.browserSession.deleteMany({ where: { lastSeenAt: { lt: new Date(now.getTime() - LONGEST_UNUSED_MS) } } });
}

/** Removes the row of a session the store has destroyed (sign-out, a new sign-in, or ending it from the list). */
export async function forgetSession(db: Database, sid: string): Promise<void> {
  touched.delete(sid);
  await db.browserSession.deleteMany({ where: { sid } });
}

const readSession = (store: session.Store, sid: string) =>
  new Promise<session.SessionData | null>((resolve, reject) =>
    store.get(sid, (error, data) => (error ? reject(error as Error) : resolve(data ?? null))),
  );

const destroySession = (store: session.Store, sid: string) =>
  new Promise<void>((resolve, reject) => store.destroy(sid, (error) => (error ? reject(error as Error) : resolve())));

/** Whether the store still holds the session signed in as the member (the realtime sweep asks it). */
export async function sessionSignedIn(store: session.Store, sid: string, userId: number): Promise<boolean> {
  return (await readSession(store, sid))?.userId === userId;
}

export interface BrowserSessionRow {
  id: string;
  userAgent: string;
  address: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/**
 * The member's sessions that are still signed in, most recently seen first. Each row is checked against
 * the session store (the database's or Redis): a session that expired, was signed out, or was ended by a
 * password change or reset (an older session version) is not listed, and its row goes.
 */
export async function listBrowserSessions(
  { db }: Pick<AppContext, 'db'>,
  input: { userId: number; sessionVersion: number; currentSid: string; store: session.Store },
): Promise<BrowserSessionRow[]> {
  const rows = await db.browserSession.findMany({
    where: { userId: input.userId },
    orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }],
  });
  const live: BrowserSessionRow[] = [];
  const dead: string[] = [];
  for (const row of rows) {
    const current = row.sid === input.currentSid;
    const data = current ? null : await readSession(input.store, row.sid);
    const signedIn = current || (data?.userId === input.userId && (data.sessionVersion ?? 0) === input.sessionVersion);
    if (!signedIn) {
      dead.push(row.sid);
      continue;
    }
    const { id, userAgent, address, createdAt, lastSeenAt } = row;
    live.push({ id, userAgent, address, createdAt, lastSeenAt, current });
  }
  if (dead.length > 0) await db.browserSession.deleteMany({ where: { userId: input.userId, sid: { in: dead } } });
  return live;
}

export type EndOutcome = 'ended' | 'not-found' | 'current';

/**
 * Ends one of the member's own sessions: destroyed in the store, so its cookie is signed out on its next
 * request, and its row removed. Another member's session, or one that does not exist, is 'not-found' and
 * nothing changes; the session making the request is 'current' (signing out is the way to end it).
 */
export async function endBrowserSession(
  { db }: Pick<AppContext, 'db'>,
  input: { userId: number; id: string; currentSid: string; store: session.Store },
): Promise<EndOutcome> {
  const row = await db.browserSession.findFirst({
    where: { id: input.id, userId: input.userId },
    select: { sid: true },
  });
  if (!row) return 'not-found';
  if (row.sid === input.currentSid) return 'current';
  await destroySession(input.store, row.sid);
  await forgetSession(db, row.sid);
  return 'ended';
}

/**
 * Ends every session of the member but this one. Raising the member's session version ends the sessions
 * no row names too (the current session is given the new version by the caller); each listed one is also
 * destroyed in the store, so nothing of it is left. Returns the new session version.
 */
export async function endOtherBrowserSessions(
  { db }: Pick<AppContext, 'db'>,
  input: { userId: number; currentSid: string; store: session.Store; raiseVersion: boolean },
): Promise<number | null> {
  let version: number | null = null;
  if (input.raiseVersion) {
    ({ sessionVersion: version } = await db.user.update({
      where: { id: input.userId },
      data: { sessionVersion: { increment: 1 } },
      select: { sessionVersion: true },
    }));
  }
  const others = await db.browserSession.findMany({
    where: { userId: input.userId, sid: { not: input.currentSid } },
    select: { sid: true },
  });
  for (const { sid } of others) {
    await destroySession(input.store, sid);
    await forgetSession(db, sid);
  }
  return version;
}

/**
 * Ends the member's sessions a passkey signed in, once it is removed, but the one making the request (it
 * confirmed the password to remove it); their sockets drop so those devices lose the private channels.
 * Returns how many of them were still signed in.
 */
export async function endPasskeySessions(
  context: Pick<AppContext, 'db' | 'realtime'>,
  req: Request,
  input: { userId: number; passkeyId: number },
): Promise<number> {
  const { db } = context;
  const rows = await db.browserSession.findMany({ where: input, select: { sid: true } });
  let signedIn = 0;
  for (const { sid } of rows) {
    if (sid === req.sessionID) continue;
    if ((await readSession(req.sessionStore, sid))?.userId === input.userId) signedIn++;
    await destroySession(req.sessionStore, sid);
    await forgetSession(db, sid);
  }
  await db.browserSession.updateMany({ where: input, data: { passkeyId: null } });
  if (signedIn > 0) context.realtime?.dropMembers([input.userId]);
  return signedIn;
}

/**
 * "Sign out everywhere else" for the signed-in member making the request: every other session ends (the
 * session version is raised, this one keeps it), and the member's sockets drop so the ended devices lose
 * their private channels. Asked for on the sessions page, and done when two-factor is turned on.
 */
export async function signOutEverywhereElse(
  context: Pick<AppContext, 'db' | 'realtime'>,
  req: Request,
  userId: number,
): Promise<void> {
  const version = await endOtherBrowserSessions(context, {
    userId,
    currentSid: req.sessionID,
    store: req.sessionStore,
    raiseVersion: true,
  });
  if (version !== null) req.session.sessionVersion = version;
  context.realtime?.dropMembers([userId]);
}
