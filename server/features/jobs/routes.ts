import { Router } from 'express';
import { z } from 'zod';
import type { FailedJobRow } from '../../../common/types/jobs.js';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import type { FailedJob } from '../../jobs/queue.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

// Database ids are numbers, BullMQ's here are digests: anything else cannot name a job.
const jobId = z.string().regex(/^[0-9A-Za-z]{1,64}$/);

function jobIdParam(value: unknown): string {
  const parsed = jobId.safeParse(value);
  if (!parsed.success) throw new HttpError(404);
  return parsed.data;
}

const presentFailedJob = (job: FailedJob): FailedJobRow => ({
  id: job.id,
  name: job.name,
  attempts: job.attempts,
  error: job.error,
  failedAt: job.failedAt.toISOString(),
  createdAt: job.createdAt.toISOString(),
});

/** `/admin/jobs`: the work that failed every attempt, for `system.manage` to retry or discard. */
export function jobAdminRoutes({ jobs }: AppContext): Router {
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.admin.jobs.index, 'GET', async (_req, res) => {
    await res.inertia.render('admin/jobs/Index', { failedJobs: (await jobs.failed()).map(presentFailedJob) });
  });

  on(ROUTES.admin.jobs.retry, 'POST', async (req, res) => {
    const retried = await jobs.retry(jobIdParam(req.params.id));
    flash(req, retried ? { success: 'The job is back in the queue.' } : { error: 'That job is no longer failed.' });
    res.redirect(urls.admin.jobs.index());
  });

  on(ROUTES.admin.jobs.record, 'DELETE', async (req, res) => {
    const discarded = await jobs.discard(jobIdParam(req.params.id));
    flash(req, discarded ? { success: 'The job was discarded.' } : { error: 'That job is no longer failed.' });
    res.redirect(303, urls.admin.jobs.index());
  });

  return router;
}
