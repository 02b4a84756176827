// The blog. Other features use it only through what this file exports.
export { blogFeedLink, tagPath } from './feed.js';
export { latestPosts } from './service.js';
export { visiblePost } from './visibility.js';
