import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import { recordId } from '../../http/params.js';
import { requirePasswordConfirmation } from '../../http/password-confirmation.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { ValidationFailed, validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { careOf, careSchema, saveCareInfo } from '../care/index.js';
import { mayBeGuardian } from '../members/index.js';
import { exportMemberData, guardianSchema } from '../settings/index.js';
import { guardedChild } from './access.js';
import { addCollector, removeCollector } from './collectors.js';
import { familyOf } from './family-page.js';
import { inviteGuardian, setDoorNotices } from './guardian-invitation.js';
import { removeSecondGuardian } from './guardian-removal.js';
import { addManagedChild, removeChild, updateManagedChild } from './managed-children.js';
import { collectorSchema, doorNoticesSchema, managedChildSchema, managedChildUpdateSchema } from './schemas.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

const FAMILY_URL = '/settings/family';

/** New children and guardian invitations send mail or make rows: plenty for a family, too few to abuse. */
const FAMILY_CHANGES_PER_MEMBER = { points: 20, durationSeconds: 60 * 60 };

/**
 * The family page (SPEC §10): a guardian's children, each reached only through the guardian's own
 * account (`guardedChild`), so another family's child id answers 404 on every route.
 */
export function familyRoutes(context: AppContext): Router {
  const { now } = context;
  const router = Router();
  const on = routesOn(router);
  const familyChanges = createRateLimit(context, 'family-changes', FAMILY_CHANGES_PER_MEMBER);
  const child = (req: Request, res: Response) =>
    guardedChild(context, { accountId: res.locals.user!.id, childId: recordId(req.params.child) });
  const limited = async (res: Response) => familyChanges.consume(String(res.locals.user!.id));

  on(ROUTES.settings.family, 'GET', async (_req, res) => {
    await res.inertia.render('settings/Family', await familyOf(context, res.locals.user!.id));
  });

  on(ROUTES.settings.familyChildren, 'POST', async (req, res) => {
    const input = validate(managedChildSchema(now()), req.body);
    if (!(await mayBeGuardian(context, res.locals.user!.id)))
      throw new ValidationFailed({ name: 'Only members aged 18 or over can add a child.' });
    await limited(res);
    await addManagedChild(context, { actor: actingUser(req, res), values: input });
    flash(req, { success: `${input.name} is now on your family page. You can take tickets for them.` });
    res.redirect(FAMILY_URL);
  });

  on(ROUTES.settings.familyChild, 'PUT', async (req, res) => {
    const found = await child(req, res);
    const input = validate(managedChildUpdateSchema(now()), req.body);
    const outcome = await updateManagedChild(context, { actor: actingUser(req, res), child: found, values: input });
    if (outcome === 'not-managed') throw new ValidationFailed({ name: `${found.name} edits their own profile.` });
    flash(req, { success: 'Saved.' });
    res.redirect(FAMILY_URL);
  });

  on(ROUTES.settings.familyChild, 'DELETE', requirePasswordConfirmation(now), async (req, res) => {
    const found = await child(req, res);
    const outcome = await removeChild(context, { actor: actingUser(req, res), child: found });
    if (outcome === 'forbidden') throw new HttpError(403);
    flash(req, {
      success:
        outcome === 'erased'
          ? `${found.name}'s profile is deleted and their tickets are cancelled.`
          : `${found.name} is no longer on your family page.`,
    });
    res.redirect(FAMILY_URL);
  });

  on(ROUTES.settings.familyGuardians, 'POST', async (req, res) => {
    const found = await child(req, res);
    const input = validate(guardianSchema, req.body);
    if (input.email === res.locals.user!.email.toLowerCase())
      throw new ValidationFailed({ email: 'You are already a guardian of this child: enter the other guardian.' });
    await limited(res);
    const outcome = await inviteGuardian(context, { actor: actingUser(req, res), child: found, values: input });
    if (outcome === 'full') throw new ValidationFailed({ email: `${found.name} already has two guardians.` });
    if (outcome === 'already-guardian') throw new ValidationFailed({ email: 'This person is already a guardian.' });
    flash(req, { success: `We asked ${input.name} for their consent by e-mail.` });
    res.redirect(FAMILY_URL);
  });

  on(ROUTES.settings.familyGuardian, 'DELETE', requirePasswordConfirmation(now), async (req, res) => {
    const found = await child(req, res);
    await limited(res);
    const outcome = await removeSecondGuardian(context, {
      actor: actingUser(req, res),
      child: found,
      guardianId: recordId(req.params.guardian),
    });
    if (outcome === 'not-found') throw new HttpError(404);
    if (outcome === 'forbidden') throw new HttpError(403);
    if (outcome === 'last-account')
      throw new ValidationFailed({
        guardian: `You are the only guardian account of ${found.name}: remove them instead.`,
      });
    flash(req, {
      success:
        outcome === 'left' ? `${found.name} is no longer on your family page.` : 'The second guardian is removed.',
    });
    res.redirect(FAMILY_URL);
  });

  on(ROUTES.settings.familyCollectors, 'POST', async (req, res) => {
    const found = await child(req, res);
    const input = validate(collectorSchema, req.body);
    if ((await addCollector(context, { actor: actingUser(req, res), child: found, values: input })) === 'full')
      throw new ValidationFailed({ name: 'This child already has the most adults allowed to collect them.' });
    flash(req, { success: `${input.name} may now collect ${found.name}.` });
    res.redirect(FAMILY_URL);
  });

  on(ROUTES.settings.familyCollector, 'DELETE', async (req, res) => {
    const found = await child(req, res);
    const removed = await removeCollector(context, {
      actor: actingUser(req, res),
      child: found,
      collectorId: recordId(req.params.collector),
    });
    if (!removed) throw new HttpError(404);
    flash(req, { success: 'Removed.' });
    res.redirect(FAMILY_URL);
  });

  on(ROUTES.settings.familyDoorNotices, 'PUT', async (req, res) => {
    const found = await child(req, res);
    const { doorNotices } = validate(doorNoticesSchema, req.body);
    await setDoorNotices(context, { actor: actingUser(req, res), child: found, doorNotices });
    flash(req, { success: doorNotices ? 'You will be told at check-in and check-out.' : 'Door notices are off.' });
    res.redirect(FAMILY_URL);
  });

  on(ROUTES.settings.familyCare, 'GET', async (req, res) => {
    const found = await child(req, res);
    await res.inertia.render('settings/Care', {
      care: await careOf(context, found.id),
      child: { id: found.id, name: found.name },
    });
  });

  on(ROUTES.settings.familyCare, 'PUT', async (req, res) => {
    const found = await child(req, res);
    const input = validate(careSchema, req.body);
    await saveCareInfo(context, { actor: actingUser(req, res), userId: found.id, values: input });
    flash(req, { success: `Care information for ${found.name} saved.` });
    res.redirect(`${FAMILY_URL}/children/${found.id}/care`);
  });

  on(ROUTES.settings.familyExport, 'GET', async (req, res) => {
    const found = await child(req, res);
    const data = await exportMemberData(context, { actor: actingUser(req, res), userId: found.id });
    res.attachment(`data-of-child-${found.id}-${now().toISOString().slice(0, 10)}.json`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  return router;
}
