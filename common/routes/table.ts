// Every URL of the site, declared once: name, path, and who may use each method (see ./route.ts).
import { ADMIN_ROUTES } from './admin-routes';
import { PUBLIC_ROUTES } from './public-routes';
import { SETTINGS_ROUTES } from './settings-routes';

export const ROUTES = { ...PUBLIC_ROUTES, settings: SETTINGS_ROUTES, admin: ADMIN_ROUTES };
