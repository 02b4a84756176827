// The one place the client learns URLs (SPEC §2): the route table's helpers (common/routes), plus the
// few URLs that add a query or a fragment to one of them. Pages and layouts call these, never literals.
import { urls } from '../../common/routes';

type Id = number | string;

export const routes = {
  ...urls,
  events: {
    ...urls.events,
    /** The events list filtered by a tag. */
    tagged: (slug: string) => `${urls.events.index()}?${new URLSearchParams({ tag: slug })}`,
  },
  admin: {
    ...urls.admin,
    /** The admin home's list of events at the door (door staff's way to the scanner). */
    door: () => `${urls.admin.home()}#door`,
    events: {
      ...urls.admin.events,
      /** The attendee list as CSV; `query` keeps the page's search and filter. */
      attendeesCsv: (id: Id, query = '') => `${urls.admin.events.attendeesCsv(id)}${query}`,
    },
    postCodes: {
      ...urls.admin.postCodes,
      /** JSON: the post codes matching `search`, for the location form's picker. */
      search: (search: string) => `${urls.admin.postCodes.search()}?${new URLSearchParams({ search })}`,
    },
  },
};
