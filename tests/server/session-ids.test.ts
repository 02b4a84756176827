import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../server/http/session-ids.js';

describe('session ids', () => {
  it('are 24 random bytes in base64url, none repeated across many draws', () => {
    const ids = Array.from({ length: 1000 }, () => newSessionId());
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(24);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
