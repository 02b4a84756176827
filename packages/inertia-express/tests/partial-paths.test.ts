// Partial reloads naming a part of a prop by its dot path.
import { describe, expect, it } from 'vitest';
import { type Page } from '../src/index.js';
import { appWith, partialGet } from './support.js';

function appWithDashboard() {
  return appWith((app) => {
    app.get('/dashboard', async (_req, res) => {
      await res.inertia.render('Dashboard', {
        stats: { visits: 10, members: { total: 3, new: 1 }, tickets: 7 },
        auth: () => ({ user: { name: 'Ada' }, permissions: ['events.manage'] }),
        title: 'Dashboard',
      });
    });
  });
}

const reload = (only: string) => partialGet(appWithDashboard(), '/dashboard', 'Dashboard', only);

describe('partial reloads by dot path', () => {
  it('send only the named part of a prop', async () => {
    const page = (await reload('stats.visits').expect(200)).body as Page;
    expect(page.props).toEqual({ stats: { visits: 10 }, errors: {} });
  });

  it('reach nested parts, several of one prop, and parts of a lazily resolved prop', async () => {
    const page = (await reload('stats.members.new,stats.tickets,auth.user').expect(200)).body as Page;
    expect(page.props).toEqual({
      stats: { members: { new: 1 }, tickets: 7 },
      auth: { user: { name: 'Ada' } },
      errors: {},
    });
  });

  it('send the whole prop when it is named whole as well', async () => {
    const page = (await reload('stats,stats.visits').expect(200)).body as Page;
    expect(page.props.stats).toEqual({ visits: 10, members: { total: 3, new: 1 }, tickets: 7 });
  });

  it('leave a part out when the reload excepts it', async () => {
    const page = (
      await partialGet(appWithDashboard(), '/dashboard', 'Dashboard', '')
        .set('X-Inertia-Partial-Except', 'stats.members.total,auth.permissions,title')
        .expect(200)
    ).body as Page;
    expect(page.props).toEqual({
      stats: { visits: 10, members: { new: 1 }, tickets: 7 },
      auth: { user: { name: 'Ada' } },
      errors: {},
    });
  });

  it('send nothing of a prop for a path it does not have', async () => {
    const page = (await reload('stats.nothing,title').expect(200)).body as Page;
    expect(page.props).toEqual({ stats: {}, title: 'Dashboard', errors: {} });
  });
});
