// Families (SPEC §10): guardian accounts, managed children, second guardians and adults who may collect.
export { guardedChild } from './access.js';
export { collectorsForChild, type Collector } from './collectors.js';
export { tellGuardiansAtTheDoor } from './door-notices.js';
export { familyRoutes } from './routes.js';
