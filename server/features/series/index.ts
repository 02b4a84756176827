export { createSeries } from './create.js';
export { applyToFollowing, checkFollowingCapacity, followingDates } from './following.js';
export { adminSeries, publicSeries } from './present.js';
export { seriesRoutes } from './routes.js';
