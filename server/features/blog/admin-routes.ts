import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { markdownPreview } from '../../content/markdown-preview.js';
import { flash } from '../../http/flash.js';
import { paginated } from '../../http/list-query.js';
import { recordId } from '../../http/params.js';
import { softDeleteRoutes } from '../../http/trashed.js';
import { imageUpload } from '../../uploads/image-upload.js';
import { checkImage } from '../../uploads/images.js';
import { autosaveDraft, bulkChange, createDraft, findPost, listPosts, updatePost } from './admin-service.js';
import { presentAdminPostDetail, presentAdminPostSummary } from './presenter.js';
import { COVER_FIELD } from '../../uploads/cover-image.js';
import { autosaveSchema, bulkSchema, postSchema } from './schemas.js';
import { errorsFromZod, validate } from '../../http/validation.js';
import { inlineImageUpload } from '../../uploads/inline-image.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';
import { urls } from '../../../common/routes/index.js';

const BULK_DONE = { publish: 'published', unpublish: 'unpublished', delete: 'deleted' } as const;
const posts = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

export function blogAdminRoutes(context: AppContext): Router {
  const { db, now, config } = context;
  const router = Router();
  const on = routesOn(router);

  on(ROUTES.admin.blog.index, 'GET', async (req, res) => {
    const at = now();
    const { query, total, rows } = await listPosts(context, { at, query: req.query });
    const { items, filters } = paginated(
      urls.admin.blog.index(),
      query,
      total,
      rows.map((row) => presentAdminPostSummary(row, at)),
    );
    await res.inertia.render('admin/blog/Index', { posts: items, filters });
  });

  // "New post" has no create page: it makes a draft and opens its editor.
  on(ROUTES.admin.blog.index, 'POST', async (req, res) => {
    const post = await createDraft(context, res.locals.user!.id);
    flash(req, { success: 'Draft created.' });
    res.redirect(urls.admin.blog.edit(post.id));
  });

  on(ROUTES.admin.blog.bulk, 'POST', async (req, res) => {
    const input = validate(bulkSchema, req.body);
    const count = await bulkChange(context, input);
    flash(req, { success: `${posts(count)} ${BULK_DONE[input.action]}.` });
    res.redirect(303, urls.admin.blog.index());
  });

  // The editor's live preview: JSON rendered by the published page's sanitiser (see markdownPreview).
  on(ROUTES.admin.blog.preview, 'POST', markdownPreview);

  // Images dropped or pasted into a post's text: JSON, the editor stays open (see inlineImageUpload).
  on(ROUTES.admin.blog.images, 'POST', ...inlineImageUpload(config.uploadDir));

  // A draft kept while its editor types: JSON answering 200, 409 when the post is no longer a draft, or
  // 422 with the field errors; a change that is not a page visit has no page to redirect to.
  on(ROUTES.admin.blog.autosave, 'PUT', async (req, res) => {
    const id = recordId(req.params.id);
    const input = autosaveSchema.safeParse(req.body);
    if (!input.success) return void res.status(422).json({ errors: errorsFromZod(input.error) });
    if (!(await autosaveDraft(context, { id, values: input.data }))) {
      await findPost(context, id);
      return void res.status(409).json({ error: 'Only drafts are saved as you type.' });
    }
    res.json({ savedAt: now().toISOString() });
  });

  on(ROUTES.admin.blog.edit, 'GET', async (req, res) => {
    const post = await findPost(context, recordId(req.params.id));
    await res.inertia.render('admin/blog/Edit', { post: presentAdminPostDetail(post, now()) });
  });

  on(ROUTES.admin.blog.record, 'PUT', imageUpload(COVER_FIELD), async (req, res) => {
    const id = recordId(req.params.id);
    const input = validate(postSchema, req.body);
    const cover = req.file ? await checkImage(req.file.buffer, COVER_FIELD) : undefined;
    await updatePost(context, { id, values: input, storeCover: cover && (() => cover.store(config.uploadDir)) });
    flash(req, { success: 'Post saved.' });
    res.redirect(urls.admin.blog.edit(id));
  });

  router.use(softDeleteRoutes({ routes: ROUTES.admin.blog, model: db.blogPost, now, noun: 'Post' }));

  return router;
}
