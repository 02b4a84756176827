// Routes that exercise each prop kind and protocol rule through the real app.
import { Router } from 'express';
import { always, defer, merge, once, optional } from '@agora/inertia-express';
import type { Props } from '@agora/inertia-express';
import { HttpError } from '../../../server/http/http-error.js';
import { requirePermission } from '../../../server/http/auth.js';
import { validate } from '../../../server/http/validation.js';
import { z } from 'zod';

// The probe pages exist only in these tests: any props go.
declare module '@agora/inertia-express' {
  interface InertiaPages {
    'probe/Props': Props;
    'probe/History': Props;
    'probe/ViewData': Props;
  }
}

export const probeCounters = { optionalResolved: 0 };

export function protocolProbe(): Router {
  const router = Router();
  router.get('/probe/props', async (_req, res) => {
    await res.inertia.render('probe/Props', {
      plain: 'plain value',
      lazy: () => 'computed value',
      optionalProp: optional(() => {
        probeCounters.optionalResolved += 1;
        return 'optional value';
      }),
      alwaysProp: always('always value'),
      deferredA: defer(() => 'deferred a'),
      deferredB: defer(() => 'deferred b', 'sidebar'),
      items: merge([{ id: 1 }, { id: 2 }], { matchOn: 'id' }),
      feed: merge(['newest'], { strategy: 'prepend' }),
      settings: merge({ a: { b: 1 } }, { strategy: 'deep' }),
      countries: once(() => ['NL', 'BE'], { expiresAt: 4102444800000 }),
      html: '</script><script>alert(1)</script>',
    });
  });
  router.get('/probe/history', async (_req, res) => {
    await res.inertia.clearHistory().encryptHistory().render('probe/History');
  });
  router.get('/probe/external', (_req, res) => res.inertia.location('https://example.org/elsewhere'));
  router.put('/probe/update', (_req, res) => res.redirect('/probe/props'));
  router.patch('/probe/update', (_req, res) => res.redirect('/probe/props'));
  router.delete('/probe/update', (_req, res) => res.redirect('/probe/props'));
  router.post('/probe/update', (_req, res) => res.redirect('/probe/props'));
  router.post('/probe/validate', (req, res) => {
    validate(
      z.strictObject({
        name: z.string().min(3, 'The name needs at least 3 characters.').max(50),
        guardian: z.object({ email: z.email('Enter a valid e-mail address.') }),
        password: z.string().optional(),
      }),
      req.body,
    );
    res.redirect('/probe/props');
  });
  router.get('/probe/fail', () => {
    throw new Error('secret database detail');
  });
  router.get('/probe/forbidden', requirePermission('roles.manage'), (_req, res) => res.send('allowed'));
  router.get('/probe/unavailable', () => {
    throw new HttpError(503);
  });
  return router;
}
