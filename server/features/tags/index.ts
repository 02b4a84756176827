// Tags (SPEC §13). Other features use them only through what this file exports.
export { tagsField } from './schema.js';
export { presentTags, setEventTags, setPostTags, tagAt, tagNamesText, taggedWith } from './service.js';
