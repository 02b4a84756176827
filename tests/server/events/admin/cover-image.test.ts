import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventForm } from '../../../../common/types/event-admin.js';
import { createTestApp, xsrfToken, type TestApp } from '../../../support/test-app.js';
import { page, signedInWith, type Agent } from '../../admin/support.js';
import { createEvent } from './support.js';

let testApp: TestApp;
let admin: Agent;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signedInWith(testApp, ['event-manager'])).agent;
});
afterAll(() => testApp.close());

const png = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const editUrl = (id: number) => `/admin/events/${id}/edit`;
const stored = (id: number) => testApp.context.db.event.findUniqueOrThrow({ where: { id } });

/** The edit form as the browser sends it with a file: multipart, every field a string. Resolves to the status. */
async function sendForm(id: number, changes: Record<string, string>, file?: Buffer): Promise<number> {
  const { props } = await page<{ event: AdminEventForm }>(testApp, admin, editUrl(id));
  const { id: _id, cover: _cover, ...fields } = props.event;
  const call = admin
    .put(`/admin/events/${id}`)
    .set('X-XSRF-TOKEN', xsrfToken(admin))
    .set('Host', 'agora.test')
    .set('Referer', `http://agora.test${editUrl(id)}`);
  for (const [name, value] of Object.entries({ ...fields, removeCoverImage: '0', ...changes }))
    call.field(name, String(value));
  if (file) call.attach('coverImage', file, { filename: 'cover.png', contentType: 'image/png' });
  return (await call).status;
}

describe('event cover image', () => {
  it('stores an uploaded cover with its description, shows it on the edit page, and removes it on request', async () => {
    const event = await createEvent(testApp.context.db);
    expect(await sendForm(event.id, { coverImageAlt: 'The hall at night', capacity: '80' }, await png())).toBe(303);
    const saved = await stored(event.id);
    expect(saved).toMatchObject({ coverImageAlt: 'The hall at night', capacity: 80 });
    expect(saved.coverImage).toMatch(/^[0-9a-f]{32}_480-960-1200$/);
    const { props } = await page<{ event: AdminEventForm }>(testApp, admin, editUrl(event.id));
    expect(props.event.cover).toMatchObject({
      src: `/uploads/${saved.coverImage!.split('_')[0]}-960.webp`,
      alt: 'The hall at night',
    });

    // Saving without a file keeps it; the remove flag drops it and its description.
    expect(await sendForm(event.id, { title: 'Kept cover' })).toBe(303);
    expect((await stored(event.id)).coverImage).toBe(saved.coverImage);
    expect(await sendForm(event.id, { removeCoverImage: '1' })).toBe(303);
    expect(await stored(event.id)).toMatchObject({ coverImage: null, coverImageAlt: null });
  });

  it('refuses a cover without a description, or a file that is no image, and changes nothing', async () => {
    const event = await createEvent(testApp.context.db);
    const before = await stored(event.id);
    expect(await sendForm(event.id, { title: 'Changed', coverImageAlt: '' }, await png())).toBe(303);
    expect((await page(testApp, admin, editUrl(event.id))).props.errors).toEqual({
      coverImageAlt: 'Describe the image for people who cannot see it.',
    });
    expect(
      await sendForm(
        event.id,
        { title: 'Changed', coverImageAlt: 'A picture' },
        Buffer.from('<svg onload="alert(1)"></svg>'),
      ),
    ).toBe(303);
    expect((await page(testApp, admin, editUrl(event.id))).props.errors).toEqual({
      coverImage: 'Choose a JPEG, PNG, WebP, AVIF or GIF image.',
    });
    expect(await stored(event.id)).toEqual(before);
  });
});
