import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/auth/service.js';
import { createLogger } from '../../server/logger.js';
import { seedForStart } from '../../server/prepare-database.js';
import { ownDatabase } from '../support/own-database.js';
import { testConfig } from '../support/test-databases.js';

const DEMO_LOGIN = [
  'Demo admin: admin@agora.test / agora-admin',
  '(set at first run from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD)',
];
const SIGN_IN = ['Sign in with your admin account.'];

const database = ownDatabase();

/** What a start (on the migrated database) with these SEED_* values prints about signing in. */
const start = (seed: Record<string, string> = {}) =>
  seedForStart(
    database.check.db,
    testConfig({
      DATABASE_URL: database.url,
      SEED_ADMIN_EMAIL: 'admin@agora.test',
      SEED_ADMIN_PASSWORD: 'agora-admin',
      ...seed,
    }),
    createLogger('silent'),
  );

describe('what start-up prints about signing in', () => {
  it('prints the demo login on the first start on a clean database, and on a restart while it works', async () => {
    expect(await database.check.db.user.count()).toBe(0);
    expect(await start()).toEqual(DEMO_LOGIN);
    expect(await database.check.db.user.count({ where: { email: 'admin@agora.test' } })).toBe(1);
    expect(await start()).toEqual(DEMO_LOGIN);
  });

  it('prints no login that was never created when a restart names another seed admin', async () => {
    expect(await start({ SEED_ADMIN_EMAIL: 'other@agora.test', SEED_ADMIN_PASSWORD: 'other-password' })).toEqual(
      SIGN_IN,
    );
    expect(await database.check.db.user.count({ where: { email: 'other@agora.test' } })).toBe(0);
    expect(await start({ SEED_ADMIN_PASSWORD: 'another-password' })).toEqual(SIGN_IN);
  });

  it('prints no login once the admin has changed the password, or the account is gone', async () => {
    await database.check.db.user.update({
      where: { email: 'admin@agora.test' },
      data: { passwordHash: await hashPassword('a new secret') },
    });
    expect(await start()).toEqual(SIGN_IN);
    await database.check.db.user.update({
      where: { email: 'admin@agora.test' },
      data: { passwordHash: await hashPassword('agora-admin'), deletedAt: new Date() },
    });
    expect(await start()).toEqual(SIGN_IN);
  });
});
