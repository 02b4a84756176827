// Post codes. Other features use them only through what this file exports.
export { findPostCode } from './code.js';
