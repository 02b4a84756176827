import { Router } from 'express';
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../http/auth.js';
import { flash } from '../../http/flash.js';
import { paginated } from '../../http/list-query.js';
import { recordId } from '../../http/params.js';
import { validate } from '../../http/validation.js';
import { CSV_COLUMNS, importPostCodes, MAX_IMPORT_ROWS } from './csv-import.js';
import { csvUpload, uploadedText } from './csv-upload.js';
import { postCodeSummary } from './presenter.js';
import { postCodeSchema } from './schemas.js';
import {
  createPostCode,
  deletePostCode,
  findPostCodeRecord,
  listPostCodes,
  searchPostCodes,
  updatePostCode,
} from './service.js';

const BASE = '/admin/post-codes';

export function postCodeRoutes({ db, dbProvider }: AppContext): Router {
  const router = Router();
  const guard = requirePermission(PERMISSIONS.locationsManage);

  router.get(BASE, guard, async (req, res) => {
    const { query, total, rows } = await listPostCodes(db, dbProvider, req.query);
    const { items, filters } = paginated(BASE, query, total, rows.map(postCodeSummary));
    await res.inertia.render('admin/post-code/Index', { postCodes: items, filters });
  });

  router.get(`${BASE}/create`, guard, async (_req, res) => {
    await res.inertia.render('admin/post-code/Create', { csv: { columns: CSV_COLUMNS, maxRows: MAX_IMPORT_ROWS } });
  });

  /** The location form's post code picker asks here as the admin types (JSON, not a page). */
  router.get(`${BASE}/search`, guard, async (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : '';
    res.json({ postCodes: await searchPostCodes(db, dbProvider, search) });
  });

  router.post(BASE, guard, async (req, res) => {
    await createPostCode(db, validate(postCodeSchema, req.body));
    flash(req, { success: 'Post code created.' });
    res.redirect(BASE);
  });

  router.post(`${BASE}/import`, guard, csvUpload, async (req, res) => {
    const count = await importPostCodes(db, uploadedText(req));
    flash(req, { success: count === 1 ? '1 post code imported.' : `${count} post codes imported.` });
    res.redirect(BASE);
  });

  router.get(`${BASE}/:id/edit`, guard, async (req, res) => {
    await res.inertia.render('admin/post-code/Edit', {
      postCode: postCodeSummary(await findPostCodeRecord(db, recordId(req.params.id))),
    });
  });

  router.put(`${BASE}/:id`, guard, async (req, res) => {
    await updatePostCode(db, recordId(req.params.id), validate(postCodeSchema, req.body));
    flash(req, { success: 'Post code saved.' });
    res.redirect(BASE);
  });

  router.delete(`${BASE}/:id`, guard, async (req, res) => {
    const id = recordId(req.params.id);
    const outcome = await deletePostCode(db, id);
    if (outcome.deleted) {
      flash(req, { success: 'Post code deleted.' });
      return res.redirect(BASE);
    }
    flash(req, { error: outcome.reason });
    res.redirect(`${BASE}/${id}/edit`);
  });

  return router;
}
