// What every rate limit answers once it is used up, HTML or Inertia alike.
import type { Response } from 'supertest';
import { expect } from 'vitest';

/** The 429 `Error` page with its wait, in the props and in `Retry-After`. */
export function expectTooManyRequests(response: Response): void {
  expect(response.status).toBe(429);
  expect(response.text).toContain('"component":"Error"');
  expect(response.text).toMatch(/"status":429,"retryAfter":[1-9]\d*/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}
