export { createSeries } from './create.js';
export { applyToFollowing, checkFollowingCapacity, checkFollowingLocation, followingDates } from './following.js';
export { adminSeries, publicSeries } from './present.js';
export { seriesRoutes } from './routes.js';
