import compression from 'compression';

// Below this, the encoding headers cost about what compression saves.
const THRESHOLD_BYTES = 1024;

/**
 * HTML, Inertia JSON and other text compressed on the fly (brotli when the browser accepts it, else
 * gzip). The build's files already carry their precompressed copy and pass through untouched. The CSRF
 * token travels in a cookie, never in a body, so compressed bodies reveal no secret by their length.
 */
export const compressResponses = () => compression({ threshold: THRESHOLD_BYTES });
