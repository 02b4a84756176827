import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPostDetail } from '../../../common/types/blog-admin.js';
import { xsrfToken } from '../../support/test-app.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, type Agent } from '../admin/support.js';
import { createPost } from './support.js';

let testApp: TestApp;
let editor: Agent;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ agent: editor } = await signedInWith(testApp, ['editor']));
});
afterAll(() => testApp.close());

const db = () => testApp.context.db;
const storedFiles = async () => (await readdir(testApp.context.config.uploadDir).catch(() => [] as string[])).sort();
let postId: number;
beforeEach(async () => {
  postId = (
    await createPost(db(), { title: 'Before', slug: `before-${Date.now()}`, status: 'draft', publishedAt: null })
  ).id;
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

/** A PNG that claims a huge size over a few bytes of data (what a bomb looks like before decoding). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const fields = (overrides: Record<string, string> = {}) => ({
  title: 'With a cover',
  slug: `with-a-cover-${postId}`,
  excerpt: '',
  body: 'Text',
  status: 'draft',
  publishedAt: '',
  coverImageAlt: 'Tents in a field at dusk',
  removeCoverImage: '0',
  ...overrides,
});

/** The edit form sent as the client sends it with a file: multipart, with the CSRF header. */
function sendForm(values: Record<string, string>, file?: { data: Buffer; filename: string; contentType: string }) {
  const call = editor
    .put(`/admin/blog/${postId}`)
    .set('X-XSRF-TOKEN', xsrfToken(editor))
    .set('Host', 'agora.test')
    .set('Referer', `http://agora.test/admin/blog/${postId}/edit`);
  for (const [name, value] of Object.entries(values)) call.field(name, value);
  if (file) call.attach('coverImage', file.data, { filename: file.filename, contentType: file.contentType });
  return call;
}

const editPage = () => page<{ post: AdminPostDetail }>(testApp, editor, `/admin/blog/${postId}/edit`);

describe('cover image upload', () => {
  it('stores a real image at web widths as WebP under content-hashed names and shows it with srcset and alt', async () => {
    await sendForm(fields(), { data: await png(2000, 1000), filename: 'camp.png', contentType: 'image/png' }).expect(
      303,
    );
    const post = await db().blogPost.findUniqueOrThrow({ where: { id: postId } });
    expect(post.coverImage).toMatch(/^[0-9a-f]{32}_480-960-1600$/);
    const hash = post.coverImage!.split('_')[0];
    expect(await storedFiles()).toEqual(
      expect.arrayContaining([`${hash}-480.webp`, `${hash}-960.webp`, `${hash}-1600.webp`]),
    );
    const { props } = await editPage();
    expect(props.post.cover).toEqual({
      src: `/uploads/${hash}-960.webp`,
      srcSet: `/uploads/${hash}-480.webp 480w, /uploads/${hash}-960.webp 960w, /uploads/${hash}-1600.webp 1600w`,
      alt: 'Tents in a field at dusk',
    });

    const served = await request(testApp.app).get(`/uploads/${hash}-480.webp`).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
  });

  it('never enlarges a small image', async () => {
    await sendForm(fields(), { data: await png(300, 200), filename: 'small.png', contentType: 'image/png' }).expect(
      303,
    );
    const post = await db().blogPost.findUniqueOrThrow({ where: { id: postId } });
    expect(post.coverImage).toMatch(/^[0-9a-f]{32}_300$/);
  });

  it('refuses a text file renamed .png, whatever type it claims, and stores nothing', async () => {
    const before = await storedFiles();
    await sendForm(fields(), {
      data: Buffer.from('just some text, not a picture\n'),
      filename: 'photo.png',
      contentType: 'image/png',
    }).expect(303);
    expect((await editPage()).props.errors).toEqual({ coverImage: 'Choose a JPEG, PNG, WebP, AVIF or GIF image.' });
    expect(await storedFiles()).toEqual(before);
    expect(await db().blogPost.findUniqueOrThrow({ where: { id: postId } })).toMatchObject({
      title: 'Before',
      coverImage: null,
    });
  });

  it('refuses an image format that is not for the web (SVG) by its content', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await sendForm(fields(), { data: svg, filename: 'logo.png', contentType: 'image/png' }).expect(303);
    expect((await editPage()).props.errors.coverImage).toBe('Choose a JPEG, PNG, WebP, AVIF or GIF image.');
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: postId } })).coverImage).toBeNull();
  });

  it('refuses an image that would unpack to too many pixels (a decompression bomb) before decoding it', async () => {
    const before = await storedFiles();
    await sendForm(fields(), {
      data: pngHeaderOnly(20_000, 20_000),
      filename: 'bomb.png',
      contentType: 'image/png',
    }).expect(303);
    expect((await editPage()).props.errors.coverImage).toBe(
      'The image has too many pixels: use one under 40 megapixels.',
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with a validation error, not a failure', async () => {
    const before = await storedFiles();
    await sendForm(fields(), {
      data: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
      filename: 'huge.png',
      contentType: 'image/png',
    }).expect(303);
    expect((await editPage()).props.errors.coverImage).toBe('The image may not be larger than 5 MB.');
    expect(await storedFiles()).toEqual(before);
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: postId } })).title).toBe('Before');
  });

  it('asks for alt text when a cover is set, keeps the old input, and stores nothing', async () => {
    const before = await storedFiles();
    await sendForm(fields({ coverImageAlt: '' }), {
      data: await png(600, 400),
      filename: 'camp.png',
      contentType: 'image/png',
    }).expect(303);
    const { props } = await editPage();
    expect(props.errors).toEqual({ coverImageAlt: 'Describe the image for people who cannot see it.' });
    expect(props).toMatchObject({ old: { title: 'With a cover' } });
    expect((await db().blogPost.findUniqueOrThrow({ where: { id: postId } })).coverImage).toBeNull();
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps the cover on a save without a file, and removes it on request', async () => {
    await sendForm(fields(), { data: await png(600, 400), filename: 'camp.jpg', contentType: 'image/jpeg' }).expect(
      303,
    );
    const { coverImage } = await db().blogPost.findUniqueOrThrow({ where: { id: postId } });
    await sendForm(fields({ coverImageAlt: 'New words' })).expect(303);
    expect(await db().blogPost.findUniqueOrThrow({ where: { id: postId } })).toMatchObject({
      coverImage,
      coverImageAlt: 'New words',
    });
    await sendForm(fields({ removeCoverImage: '1', coverImageAlt: '' })).expect(303);
    expect(await db().blogPost.findUniqueOrThrow({ where: { id: postId } })).toMatchObject({
      coverImage: null,
      coverImageAlt: null,
    });
  });

  it('refuses a file in any other field', async () => {
    const call = sendForm(fields());
    call.attach('avatar', await png(10, 10), { filename: 'a.png', contentType: 'image/png' });
    await call.expect(303);
    expect((await editPage()).props.errors.avatar).toBe('This field is not accepted.');
  });
});
