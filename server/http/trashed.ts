import { Router, type RequestHandler } from 'express';
import { flash } from './flash.js';
import { HttpError } from './http-error.js';
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
  /** The admin area, e.g. /admin/locations: DELETE {base}/:id and PUT {base}/:id/restore. */
  base: string;
  guard: RequestHandler;
  model: SoftDeletable;
  now: () => Date;
  /** Capitalised name of one record for the flash messages, e.g. "Location". */
  noun: string;
}

/**
 * DELETE {base}/:id (soft delete, back to the list) and PUT {base}/:id/restore (back to the record's
 * edit page). An id with no live record to delete, or no deleted record to restore, is a 404.
 */
export function softDeleteRoutes({ base, guard, model, now, noun }: SoftDeleteRoutesOptions): Router {
  const router = Router();
  router.delete(`${base}/:id`, guard, async (req, res) => {
    if (!(await softDelete(model, recordId(req.params.id), now()))) throw new HttpError(404);
    flash(req, { success: `${noun} deleted. Choose "Only deleted" in the list to find and restore it.` });
    res.redirect(base);
  });
  router.put(`${base}/:id/restore`, guard, async (req, res) => {
    const id = recordId(req.params.id);
    if (!(await restore(model, id))) throw new HttpError(404);
    flash(req, { success: `${noun} restored.` });
    res.redirect(`${base}/${id}/edit`);
  });
  return router;
}
