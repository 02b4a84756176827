import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { offerCsrfToken } from '../../http/csrf.js';
import { clientAddress, limitRequests, type RateLimit } from '../../http/rate-limit.js';
import { validate } from '../../http/validation.js';
import { createMember } from './registration.js';
import { registerSchema } from './schemas.js';
import { hashPassword } from './service.js';
import { signInMember } from './sign-in.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

export function registerRoutes(context: AppContext, registrations: RateLimit): Router {
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.register, 'GET', offerCsrfToken(context), async (_req, res) => {
    await res.inertia.render('auth/Register');
  });

  on(ROUTES.register, 'POST', limitRequests(registrations, clientAddress), async (req, res) => {
    const input = validate(registerSchema, req.body);
    const user = await createMember(context, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    });
    await signInMember(req, context, { userId: user.id });
    res.redirect(urls.dashboard());
  });

  return router;
}
