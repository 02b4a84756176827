import { channelName } from '../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT, type MemberNotice } from '../../common/realtime/protocol.js';
import { ADMIN, expect, logInAs, test, type Site } from './support/site.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function adminId(site: Site) {
  return site.withDatabase(async (db) => (await db.user.findUniqueOrThrow({ where: { email: ADMIN.email } })).id);
}

test.describe('realtime', () => {
  test('a member subscribed to their private channel sees a notice broadcast to it', async ({ page, site }) => {
    const authorised = page.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'));
    await logInAs(page);
    expect((await authorised).status()).toBe(200);
    const notice: MemberNotice = { message: 'You are checked in. Enjoy the evening!', tone: 'success' };
    site.servers[0]!.realtime.broadcast(channelName.user(await adminId(site)), MEMBER_NOTICE_EVENT, notice);
    await expect(page.getByRole('status')).toContainText(notice.message);
  });

  test("a member asking for another member's channel is refused with 403", async ({ page, site }) => {
    await logInAs(page);
    const otherId = (await adminId(site)) + 1000;
    const status = await page.evaluate(async (channel) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((entry) => entry.startsWith('XSRF-TOKEN='))!
          .slice(11),
      );
      const response = await fetch('/broadcasting/auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': token },
        body: new URLSearchParams({ socket_id: 'AAAAAAAAAAAAAAAAAAAA', channel_name: channel }),
      });
      return response.status;
    }, channelName.user(otherId));
    expect(status).toBe(403);
  });

  test('with Redis, a broadcast sent by one app process reaches a browser connected to another', async ({
    page,
    site,
  }) => {
    const connectedTo = await site.startAnother({ REDIS_URL });
    const sender = await site.startAnother({ REDIS_URL });
    const authorised = page.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'));
    // The admin holds permissions that need two-factor: logInAs answers the challenge.
    await logInAs(page, ADMIN.email, ADMIN.password, connectedTo.url);
    expect((await authorised).status()).toBe(200);
    const notice: MemberNotice = { message: 'Sent from the other process.', tone: 'success' };
    sender.realtime.broadcast(channelName.user(await adminId(site)), MEMBER_NOTICE_EVENT, notice);
    await expect(page.getByRole('status')).toContainText(notice.message);
  });
});
