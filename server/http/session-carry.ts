import type { RedirectCarry } from '@agora/inertia-express';

/** Inertia's redirect flags wait in the session, like flash messages, until the next page reads them. */
export const sessionCarry: RedirectCarry = {
  keep(req, flags) {
    req.session.inertiaFlags = flags;
  },
  take(req) {
    const flags = req.session?.inertiaFlags;
    if (flags) delete req.session.inertiaFlags;
    return flags;
  },
};
