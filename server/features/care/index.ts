// Care information (SPEC §12). Other features use it only through what this file exports.
export { careFlags } from './presenter.js';
export { careRoutes } from './routes.js';
export { careOf, eraseCareInfo, saveCareInfo } from './service.js';
export { readEventCare } from './event-care.js';
export { isCareVisible } from './visibility.js';
export { careSchema } from './schemas.js';
