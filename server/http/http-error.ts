import type { ErrorStatus } from '../../common/types/shared.js';

/** An error that ends the request with an `Error` page of the given status. */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly extraProps: Record<string, unknown> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, { retryAfter: retryAfterSeconds });
  }
}
