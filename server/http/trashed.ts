import { Router } from 'express';
import type { Route } from '../../common/routes/route.js';
import { fillPath } from '../../common/routes/url.js';
import { flash } from './flash.js';
import { HttpError } from './http-error.js';
import { routesOn } from './mount-routes.js';
import { recordId } from './params.js';

/**
 * Soft delete for records with a `deletedAt` column (posts, locations): deleting hides a record from
 * the site and from admin lists, and an admin can bring it back.
 */

/** Values of an admin list's `trashed` filter: '' hides deleted records, 'with' adds them, 'only' shows just them. */
export const TRASHED_FILTER = ['with', 'only'] as const;
export type Trashed = (typeof TRASHED_FILTER)[number] | '';

/** The Prisma `where` part for a list's `trashed` filter (parseListQuery's `filters: { trashed: TRASHED_FILTER }`). */
export function trashedWhere(trashed: Trashed): { deletedAt?: null | { not: null } } {
  if (trashed === 'with') return {};
  return { deletedAt: trashed === 'only' ? { not: null } : null };
}

/** The one thing soft delete needs from a Prisma model (db.location, db.blogPost…). */
export interface SoftDeletable {
  updateMany(args: {
    where: { id: number; deletedAt: null | { not: null } };
    data: { deletedAt: Date | null };
  }): PromiseLike<{ count: number }>;
}

/** Marks a live record deleted; false when there is no live record with this id. */
export async function softDelete(model: SoftDeletable, id: number, now: Date): Promise<boolean> {
  const { count } = await model.updateMany({ where: { id, deletedAt: null }, data: { deletedAt: now } });
  return count > 0;
}

/** Brings a deleted record back; false when there is no deleted record with this id. */
export async function restore(model: SoftDeletable, id: number): Promise<boolean> {
  const { count } = await model.updateMany({ where: { id, deletedAt: { not: null } }, data: { deletedAt: null } });
  return count > 0;
}

export interface SoftDeleteRoutesOptions {
  /** The admin area's routes in the table: its list, one record, its edit form and its restore. */
  routes: { index: Route; record: Route<`${string}/:id`>; edit: Route; restore: Route<`${string}/:id/restore`> };
  model: SoftDeletable;
  now: () => Date;
  /** Capitalised name of one record for the flash messages, e.g. "Location". */
  noun: string;
}

/**
 * DELETE on a record (soft delete, back to the list) and PUT on its restore (back to the record's edit
 * page). An id with no live record to delete, or no deleted record to restore, is a 404.
 */
export function softDeleteRoutes({ routes, model, now, noun }: SoftDeleteRoutesOptions): Router {
  const router = Router();
  const on = routesOn(router);
  on(routes.record, 'DELETE', async (req, res) => {
    if (!(await softDelete(model, recordId(req.params.id), now()))) throw new HttpError(404);
    flash(req, { success: `${noun} deleted. Choose "Only deleted" in the list to find and restore it.` });
    res.redirect(routes.index.path);
  });
  on(routes.restore, 'PUT', async (req, res) => {
    const id = recordId(req.params.id);
    if (!(await restore(model, id))) throw new HttpError(404);
    flash(req, { success: `${noun} restored.` });
    res.redirect(fillPath(routes.edit.path, [id]));
  });
  return router;
}
