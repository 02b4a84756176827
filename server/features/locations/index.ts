// Locations. Other features use them only through what this file exports.
export { mapUrl } from './map-link.js';
export { publishedLocations } from './service.js';
export { locationVisibilitySelect, publicLocationSlug, visibleLocation } from './visibility.js';
