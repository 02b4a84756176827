import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../../context.js';
import { mailDateTime } from '../../../mail/dates.js';
import { queueSoon } from '../../../jobs/outbox.js';
import { mailJob } from '../../../mail/delivery.js';
import { wrongCodesMessage } from '../../../mail/messages/wrong-codes.js';
import { routesOn } from '../../../http/mount-routes.js';
import { TooManyRequests } from '../../../http/http-error.js';
import { clientAddress, createRateLimit } from '../../../http/rate-limit.js';
import { ValidationFailed, validate } from '../../../http/validation.js';
import { ROUTES } from '../../../../common/routes/table.js';
import { urls } from '../../../../common/routes/index.js';
import { LOGIN_PER_ADDRESS, LOGIN_PER_CLIENT } from '../login-throttle.js';
import { twoFactorChallengeSchema } from '../schemas.js';
import { setStatus } from '../session-fields.js';
import { regenerateSession, signInMember } from '../sign-in.js';
import { passSecondFactor } from './service.js';

/** How long the password step holds: enough to open the app, short enough for a left laptop. */
export const TWO_FACTOR_PENDING_MS = 5 * 60 * 1000;
/** Codes one password step judges; a third wrong one asks for the password again. */
export const CODES_PER_PASSWORD_STEP = 3;
/**
 * Password steps a member may leave waiting for a code in a day (a completed sign-in gives its step
 * back): with the codes each judges, whoever knows the password has 30 guesses a day, each matching
 * one of the 3 codes due then (the step before and after count) of a million.
 */
export const PENDING_STEPS_PER_DAY = { points: 10, durationSeconds: 24 * 60 * 60 };

const WRONG_CODE = 'This code is not valid. Enter the current code from your app, or an unused recovery code.';
const SIGN_IN_AGAIN = 'Too many wrong codes. Sign in again with your password.';

/**
 * `/two-factor-challenge`: the second step of signing in. Throttled like the login, per pending member
 * (a million codes are few guesses) and per client, and further by `CODES_PER_PASSWORD_STEP` and
 * `PENDING_STEPS_PER_DAY`; a code that passes signs the member in through the one sign-in function,
 * with the "remember me" given at the password step.
 */
export function twoFactorChallenge(context: AppContext): {
  routes: Router;
  start(req: Request, pending: { userId: number; remember: boolean }): Promise<string>;
} {
  const { db, now } = context;
  const router = Router();
  const on = routesOn(router);
  const perMember = createRateLimit(context, 'two-factor', LOGIN_PER_ADDRESS);
  const perClient = createRateLimit(context, 'two-factor-client', LOGIN_PER_CLIENT);
  const pendingSteps = createRateLimit(context, 'two-factor-pending', PENDING_STEPS_PER_DAY);
  // Counted outside the session, atomically: requests sent at once each load the session before any
  // saves it, so a count kept there would let each of them see no wrong code yet.
  const codesOfStep = createRateLimit(context, 'two-factor-step', {
    points: CODES_PER_PASSWORD_STEP,
    durationSeconds: TWO_FACTOR_PENDING_MS / 1000,
  });

  /** The member who passed the password step, while it holds; an expired step is forgotten. */
  function pendingMember(req: Request) {
    const pending = req.session.twoFactorPending;
    if (pending?.step && pending.expiresAt > now().getTime()) return pending;
    delete req.session.twoFactorPending;
    return null;
  }

  /** A password reset or "sign out everywhere" since the password step ends it, as it ends sessions. */
  async function stillCurrent(pending: { userId: number; sessionVersion: number }) {
    const user = await db.user.findUnique({ where: { id: pending.userId }, select: { sessionVersion: true } });
    return user?.sessionVersion === pending.sessionVersion;
  }

  /** Counts a code about to be judged against its password step: how many it judged, or null once spent. */
  async function countCode({ userId, step }: { userId: number; step: string }) {
    try {
      return await codesOfStep.consume(`${userId}:${step}`);
    } catch (error) {
      if (error instanceof TooManyRequests) return null;
      throw error;
    }
  }

  /** Whoever gave up after too many wrong codes knew the password: the member hears of it, once a step. */
  async function tellMember({ userId, step }: { userId: number; step: string }) {
    const member = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true } });
    const message = { appName: context.config.appName, to: member.email, name: member.name };
    const notice = wrongCodesMessage({ ...message, at: mailDateTime(now()) });
    await queueSoon(context, mailJob(notice, `two-factor-wrong-codes:${userId}:${step}`));
  }

  /** Ends the password step: the password is asked again. */
  function signInAgain(req: Request, res: Response) {
    delete req.session.twoFactorPending;
    setStatus(req, SIGN_IN_AGAIN);
    res.redirect(303, urls.login());
  }

  // No offerCsrfToken: the page shows only to a session holding a password step, which already gets
  // the token like every session; anyone else is sent to the login, without a session stored for them.
  on(ROUTES.twoFactorChallenge, 'GET', async (req, res) => {
    if (!pendingMember(req)) return res.redirect(urls.login());
    await res.inertia.render('auth/TwoFactorChallenge');
  });

  on(ROUTES.twoFactorChallenge, 'POST', async (req, res) => {
    const pending = pendingMember(req);
    if (!pending || !(await stillCurrent(pending))) {
      delete req.session.twoFactorPending;
      return res.redirect(urls.login());
    }
    const member = String(pending.userId);
    const client = clientAddress(req);
    await perMember.consume(member);
    await perClient.consume(client);
    const { code } = validate(twoFactorChallengeSchema, req.body);
    const judged = await countCode(pending);
    if (judged === null) return signInAgain(req, res);
    if (!(await passSecondFactor(context, { userId: pending.userId, code }))) {
      if (judged < CODES_PER_PASSWORD_STEP) throw new ValidationFailed({ code: WRONG_CODE });
      await tellMember(pending);
      return signInAgain(req, res);
    }
    await perMember.reset(member);
    await perClient.refund(client);
    await pendingSteps.refund(member);
    res.redirect(await signInMember(req, context, { userId: pending.userId, remember: pending.remember }));
  });

  return {
    routes: router,
    /**
     * After a correct password of a member with two-factor on: not signed in yet. A new session (against
     * fixation; the page a guard sent them from stays) remembers only who passed the password, for a
     * few minutes. Answers where to go.
     */
    async start(req, { userId, remember }) {
      await pendingSteps.consume(String(userId));
      const { sessionVersion } = await db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { sessionVersion: true },
      });
      const intended = req.session.intendedUrl;
      await regenerateSession(req);
      if (intended) req.session.intendedUrl = intended;
      req.session.twoFactorPending = {
        userId,
        remember,
        sessionVersion,
        step: randomUUID(),
        expiresAt: now().getTime() + TWO_FACTOR_PENDING_MS,
      };
      return urls.twoFactorChallenge();
    },
  };
}
