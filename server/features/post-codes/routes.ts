import { Router } from 'express';
import type { AppContext } from '../../context.js';
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
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

export function postCodeRoutes(context: AppContext): Router {
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.admin.postCodes.index, 'GET', async (req, res) => {
    const { query, total, rows } = await listPostCodes(context, req.query);
    const { items, filters } = paginated(urls.admin.postCodes.index(), query, total, rows.map(postCodeSummary));
    await res.inertia.render('admin/post-code/Index', { postCodes: items, filters });
  });

  on(ROUTES.admin.postCodes.create, 'GET', async (_req, res) => {
    await res.inertia.render('admin/post-code/Create', { csv: { columns: CSV_COLUMNS, maxRows: MAX_IMPORT_ROWS } });
  });

  /** The location form's post code picker asks here as the admin types (JSON, not a page). */
  on(ROUTES.admin.postCodes.search, 'GET', async (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search : '';
    res.json({ postCodes: await searchPostCodes(context, search) });
  });

  on(ROUTES.admin.postCodes.index, 'POST', async (req, res) => {
    await createPostCode(context, validate(postCodeSchema, req.body));
    flash(req, { success: 'Post code created.' });
    res.redirect(urls.admin.postCodes.index());
  });

  on(ROUTES.admin.postCodes.import, 'POST', csvUpload, async (req, res) => {
    const count = await importPostCodes(context, uploadedText(req));
    flash(req, { success: count === 1 ? '1 post code imported.' : `${count} post codes imported.` });
    res.redirect(urls.admin.postCodes.index());
  });

  on(ROUTES.admin.postCodes.edit, 'GET', async (req, res) => {
    await res.inertia.render('admin/post-code/Edit', {
      postCode: postCodeSummary(await findPostCodeRecord(context, recordId(req.params.id))),
    });
  });

  on(ROUTES.admin.postCodes.record, 'PUT', async (req, res) => {
    await updatePostCode(context, { id: recordId(req.params.id), values: validate(postCodeSchema, req.body) });
    flash(req, { success: 'Post code saved.' });
    res.redirect(urls.admin.postCodes.index());
  });

  on(ROUTES.admin.postCodes.record, 'DELETE', async (req, res) => {
    const id = recordId(req.params.id);
    const outcome = await deletePostCode(context, id);
    if (outcome.deleted) {
      flash(req, { success: 'Post code deleted.' });
      return res.redirect(urls.admin.postCodes.index());
    }
    flash(req, { error: outcome.reason });
    res.redirect(urls.admin.postCodes.edit(id));
  });

  return router;
}
