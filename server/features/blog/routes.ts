import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-error.js';
import { latestPosts, postBySlug } from './service.js';

export function blogRoutes({ db, now }: AppContext): Router {
  const router = Router();
  router.get('/blog', async (_req, res) => {
    await res.inertia.render('blog/Index', { posts: await latestPosts(db, now()) });
  });
  router.get('/blog/:slug', async (req, res) => {
    const post = await postBySlug(db, now(), req.params.slug);
    if (!post) throw new HttpError(404);
    await res.inertia.render('blog/Show', { post });
  });
  return router;
}
