// The route table and a URL helper for each of its routes, for both sides: `urls.events.show(slug)`.
import { ROUTES } from './table';
import { urlHelpers } from './url';

export { ROUTES };
export const urls = urlHelpers(ROUTES);
