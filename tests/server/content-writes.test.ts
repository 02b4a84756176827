// Writes are announced after each statement and again when their transaction commits; only a committed
// write is one other processes can see, so only that one is sent on to the other cluster workers.
import { describe, expect, it } from 'vitest';
import type { WriteKind } from '../../server/db/content-writes.js';
import { ownDatabase } from '../support/own-database.js';

const database = ownDatabase();
let sequence = 0;
const tag = () => {
  sequence += 1;
  return { data: { name: `Tag ${sequence}`, slug: `tag-${sequence}` } };
};

async function announced(write: () => Promise<unknown>): Promise<[WriteKind, boolean][]> {
  const heard: [WriteKind, boolean][] = [];
  const { contentWrites } = database.check;
  contentWrites.on((kind, committed) => void heard.push([kind, committed]));
  await write();
  return heard;
}

describe('announcing writes', () => {
  it('announces a statement on its own as committed', async () => {
    expect(await announced(() => database.check.db.tag.create(tag()))).toEqual([['content', true]]);
  });

  it('announces a statement inside a transaction as uncommitted, then the transaction once it commits', async () => {
    const heard = await announced(() => database.check.db.$transaction(async (tx) => tx.tag.create(tag())));
    expect(heard.filter(([kind]) => kind === 'content')).toEqual([
      ['content', false],
      ['content', true],
    ]);
  });
});
