import type { RedirectCarry } from '@agora/inertia-express';

/** What the Inertia adapter carries across a redirect waits in the session until the next page reads it. */
export const sessionCarry: RedirectCarry = {
  keep(req, carried) {
    req.session.forNextPage = carried;
  },
  take(req) {
    const carried = req.session?.forNextPage;
    if (carried) delete req.session.forNextPage;
    return carried;
  },
};
