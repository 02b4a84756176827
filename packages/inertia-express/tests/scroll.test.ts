// Infinite scroll: `scroll(...)` props, their `scrollProps`, and merging where the client asks.
import { describe, expect, it } from 'vitest';
import { scroll, type Page } from '../src/index.js';
import { appWith, inertiaGet, partialGet } from './support.js';

const PEOPLE = ['Ada', 'Grace', 'Hedy', 'Joan', 'Karen'];
const PER_PAGE = 2;

function appWithPagedPeople() {
  return appWith((app) => {
    app.get('/people', async (req, res) => {
      const page = Number(req.query.page ?? 1);
      const last = Math.ceil(PEOPLE.length / PER_PAGE);
      const data = PEOPLE.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((name) => ({ name }));
      await res.inertia.render('people/Index', {
        people: scroll(
          { data, page },
          { currentPage: page, previousPage: page > 1 ? page - 1 : null, nextPage: page < last ? page + 1 : null },
          { matchOn: 'name' },
        ),
        title: 'People',
      });
    });
  });
}

const nextPageOf = (url: string, intent?: string) => {
  const visit = partialGet(appWithPagedPeople(), url, 'people/Index', 'people');
  return intent ? visit.set('X-Inertia-Infinite-Scroll-Merge-Intent', intent) : visit;
};

describe('scroll props', () => {
  it('send their value and where the page sits among its neighbours', async () => {
    const page = (await inertiaGet(appWithPagedPeople(), '/people').expect(200)).body as Page;
    expect(page.props.people).toEqual({ data: [{ name: 'Ada' }, { name: 'Grace' }], page: 1 });
    expect(page.scrollProps).toEqual({
      people: { pageName: 'page', currentPage: 1, previousPage: null, nextPage: 2, reset: false },
    });
  });

  it('append the next page to the items the client holds, matched on the given key', async () => {
    const page = (await nextPageOf('/people?page=2', 'append').expect(200)).body as Page;
    expect(page.props).toEqual({ people: { data: [{ name: 'Hedy' }, { name: 'Joan' }], page: 2 }, errors: {} });
    expect(page.mergeProps).toEqual(['people.data']);
    expect(page.prependProps).toBeUndefined();
    expect(page.matchPropsOn).toEqual(['people.data.name']);
    expect(page.scrollProps?.people).toMatchObject({ currentPage: 2, previousPage: 1, nextPage: 3 });
  });

  it('append when the client names no merge intent', async () => {
    const page = (await nextPageOf('/people?page=3').expect(200)).body as Page;
    expect(page.mergeProps).toEqual(['people.data']);
    expect(page.scrollProps?.people).toMatchObject({ currentPage: 3, nextPage: null });
  });

  it('prepend a previous page when the client scrolls upwards', async () => {
    const page = (await nextPageOf('/people?page=1', 'prepend').expect(200)).body as Page;
    expect(page.prependProps).toEqual(['people.data']);
    expect(page.mergeProps).toBeUndefined();
  });

  it('start afresh when the visit resets them: no merging, and `reset` tells the client', async () => {
    const page = (await nextPageOf('/people?page=1', 'append').set('X-Inertia-Reset', 'people').expect(200))
      .body as Page;
    expect(page.mergeProps).toBeUndefined();
    expect(page.matchPropsOn).toBeUndefined();
    expect(page.scrollProps?.people).toMatchObject({ currentPage: 1, reset: true });
  });

  it('leave scrollProps out of a partial reload that does not ask for them', async () => {
    const page = (await partialGet(appWithPagedPeople(), '/people', 'people/Index', 'title').expect(200)).body as Page;
    expect(page.props).toEqual({ title: 'People', errors: {} });
    expect(page.scrollProps).toBeUndefined();
  });
});
