import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../../context.js';
import { offerCsrfToken } from '../../../http/csrf.js';
import { flash } from '../../../http/flash.js';
import { HttpError } from '../../../http/http-error.js';
import { clientAddress, createRateLimit, type RateLimit } from '../../../http/rate-limit.js';
import { ValidationFailed, validate } from '../../../http/validation.js';
import { findPostCode } from '../../post-codes/index.js';
import { isOwnAddress, OWN_ADDRESS_AS_GUARDIAN } from '../../members/index.js';
import { UNKNOWN_POST_CODE } from '../post-codes.js';
import { ensureEmailFree } from '../registration.js';
import { hashPassword } from '../service.js';
import '../session-fields.js';
import { signInMember } from '../sign-in.js';
import { applies, firstUnfinished, parseStep, type RegistrationProgress, type Step } from './progress.js';
import { stepPageProps } from './presenter.js';
import {
  accountKeepingPasswordSchema,
  accountSchema,
  aboutSchema,
  confirmSchema,
  guardianSchema,
  phoneStepSchema,
} from './schemas.js';
import { completeRegistration, StepRefused } from './service.js';
import { ROUTES } from '../../../../common/routes/table.js';
import { routesOn } from '../../../http/mount-routes.js';
import { urls } from '../../../../common/routes/index.js';

const SHOW = '/register/steps';

/**
 * Answers to the account step from one client address: it says whether an address is registered (as the
 * one-page form does, within its limit) and hashes the password, so it is counted on its own. A class
 * registering together, with their typos, fits.
 */
export const ACCOUNT_STEP_LIMIT = { points: 60, durationSeconds: 10 * 60 };
const FINISH_FIRST = 'Please finish this step first.';

type Saver = (context: AppContext, req: Request, progress: RegistrationProgress) => Promise<RegistrationProgress>;

const wantsToKeepPassword = (body: unknown, progress: RegistrationProgress) => {
  const fields = (body ?? {}) as Record<string, unknown>;
  return !!progress.account && !fields.password && !fields.password_confirmation;
};

const savers: Record<Exclude<Step, 5>, Saver> = {
  1: async (context, req, progress) => {
    if (wantsToKeepPassword(req.body, progress)) {
      const input = validate(accountKeepingPasswordSchema, req.body);
      await ensureEmailFree(context, input.email);
      return {
        ...progress,
        account: { name: input.name, email: input.email, passwordHash: progress.account!.passwordHash },
      };
    }
    const input = validate(accountSchema, req.body);
    await ensureEmailFree(context, input.email);
    return {
      ...progress,
      account: { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) },
    };
  },
  2: async (context, req, progress) => {
    const input = validate(aboutSchema(context.now()), req.body);
    const postCode = await findPostCode(context, input.postCode);
    if (!postCode) throw new ValidationFailed(UNKNOWN_POST_CODE);
    return { ...progress, about: { birthDate: input.birthDate, postCode: postCode.code } };
  },
  3: async (_context, req, progress) => ({ ...progress, phone: { phone: validate(phoneStepSchema, req.body).phone } }),
  4: async (_context, req, progress) => {
    const guardian = validate(guardianSchema, req.body);
    if (progress.account && isOwnAddress(progress.account.email, guardian.email))
      throw new ValidationFailed(OWN_ADDRESS_AS_GUARDIAN);
    return { ...progress, guardian };
  },
};

export function registerStepsRoutes(context: AppContext, registrations: RateLimit): Router {
  const router = Router();
  const on = routesOn(router);
  const { now } = context;
  const accountSteps = createRateLimit(context, 'registration-account-step', ACCOUNT_STEP_LIMIT);

  on(ROUTES.registerSteps.show, 'GET', offerCsrfToken(context), async (req, res) => {
    const progress = req.session.registration ?? {};
    await res.inertia.render(
      'auth/RegisterSteps',
      await stepPageProps(context, { progress, asked: parseStep(req.query.step) }),
    );
  });

  on(ROUTES.registerSteps.submit, 'POST', async (req, res) => {
    const step = parseStep(req.params.step);
    if (step === null) throw new HttpError(404);
    const progress = req.session.registration ?? {};
    const current = firstUnfinished(progress, now());
    if (step > current || !applies(step, progress, now())) {
      flash(req, { error: FINISH_FIRST });
      return res.redirect(`${SHOW}?step=${current}`);
    }
    if (step === 1) await accountSteps.consume(clientAddress(req));
    if (step !== 5) {
      const saved = await savers[step](context, req, progress);
      req.session.registration = saved;
      // Each step has its own URL, so the browser's Back button walks back through the steps.
      return res.redirect(`${SHOW}?step=${firstUnfinished(saved, now())}`);
    }
    await registrations.consume(clientAddress(req));
    validate(confirmSchema, req.body);
    await finish(req, res, progress);
  });

  async function finish(req: Request, res: Response, progress: RegistrationProgress) {
    try {
      const user = await completeRegistration(context, progress);
      await signInMember(req, context, { userId: user.id });
      res.redirect(urls.dashboard());
    } catch (error) {
      if (!(error instanceof StepRefused)) throw error;
      if (error.errors) res.inertia.errors(error.errors);
      else flash(req, { error: FINISH_FIRST });
      res.redirect(`${SHOW}?step=${error.step}`);
    }
  }

  return router;
}
