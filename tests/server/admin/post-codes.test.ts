import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListFilters, Paginated } from '../../../common/types/list.js';
import type { PostCodeChoice, PostCodeSummary } from '../../../common/types/locations.js';
import { xsrfToken, createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, submit, type Agent } from './support.js';

let testApp: TestApp;
let agent: Agent;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ agent } = await signedInWith(testApp, ['event-manager']));
});
afterAll(() => testApp.close());

const db = () => testApp.context.db;
const HEADER = 'code,place_name,region,latitude,longitude';
const CREATE_PAGE = '/admin/post-codes/create';

/** The import form as the browser sends it: one multipart file, errors in the `import` bag. */
const upload = (content: string | Buffer, filename = 'post-codes.csv') =>
  agent
    .post('/admin/post-codes/import')
    .set('X-XSRF-TOKEN', xsrfToken(agent))
    .set('X-Inertia-Error-Bag', 'import')
    .set('Host', 'agora.test')
    .set('Referer', `http://agora.test${CREATE_PAGE}`)
    .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), filename);

const importErrors = async () =>
  ((await page(testApp, agent, CREATE_PAGE)).props.errors as unknown as { import?: Record<string, string> }).import;

async function codesStartingWith(prefix: string) {
  return (await db().postCode.findMany({ where: { code: { startsWith: prefix } }, orderBy: { code: 'asc' } })).map(
    (row) => row.code,
  );
}

describe('admin post codes', () => {
  it('stores a code normalised: trimmed, upper case, single spaces', async () => {
    await submit(
      agent,
      'post',
      '/admin/post-codes',
      { code: '  1011   ab ', placeName: ' Amsterdam ', region: '', latitude: '52.3731', longitude: '4.8922' },
      CREATE_PAGE,
    )
      .expect(302)
      .expect('Location', '/admin/post-codes');
    expect(await db().postCode.findUniqueOrThrow({ where: { code: '1011 AB' } })).toMatchObject({
      placeName: 'Amsterdam',
      region: null,
      latitude: 52.3731,
      longitude: 4.8922,
    });
    expect((await page(testApp, agent, '/admin/post-codes')).flash.success).toBe('Post code created.');
  });

  it.each([
    [{ code: '1011ab', placeName: 'Elsewhere' }, 'code', 'The post code 1011 AB already exists.'],
    [{ code: ' 1011 AB', placeName: 'Elsewhere' }, 'code', 'The post code 1011 AB already exists.'],
    [{ code: '', placeName: 'Nowhere' }, 'code', 'The code is required.'],
    [{ code: '10#11', placeName: 'Nowhere' }, 'code', 'Use letters, digits, spaces and dashes, like 1011 AB.'],
    [{ code: '1234567890123', placeName: 'Nowhere' }, 'code', 'The code may not be longer than 12 characters.'],
    [{ code: '7777 QQ', placeName: ' ' }, 'placeName', 'The place name is required.'],
    [
      { code: '7777 QQ', placeName: 'P', latitude: '91', longitude: '4' },
      'latitude',
      'The latitude must be a number from -90 to 90.',
    ],
    [
      { code: '7777 QQ', placeName: 'P', latitude: '52', longitude: 'east' },
      'longitude',
      'The longitude must be a number from -180 to 180.',
    ],
    [
      { code: '7777 QQ', placeName: 'P', latitude: '52' },
      'longitude',
      'Give both the latitude and the longitude, or neither.',
    ],
    [{ code: '7777 QQ', placeName: 'P', country: 'NL' }, 'country', 'This field is not accepted.'],
  ])('refuses %j with an error on %s and saves nothing', async (input, field, message) => {
    const before = await db().postCode.count();
    await submit(agent, 'post', '/admin/post-codes', input, CREATE_PAGE).expect(303);
    expect((await page(testApp, agent, CREATE_PAGE)).props.errors[field]).toBe(message);
    expect(await db().postCode.count()).toBe(before);
  });

  it('edits a code, keeping it unique among the others', async () => {
    const { id } = await db().postCode.create({ data: { code: '3511 LX', placeName: 'Utrecht' } });
    const edit = `/admin/post-codes/${id}/edit`;
    await submit(agent, 'put', `/admin/post-codes/${id}`, { code: '1011 ab', placeName: 'Utrecht' }, edit)
      .expect(303)
      .expect('Location', edit);
    expect((await page(testApp, agent, edit)).props.errors.code).toBe('The post code 1011 AB already exists.');
    await submit(
      agent,
      'put',
      `/admin/post-codes/${id}`,
      { code: '3511lx', placeName: 'Utrecht centre', region: 'Utrecht' },
      edit,
    )
      .expect(303)
      .expect('Location', '/admin/post-codes');
    expect(await db().postCode.findUniqueOrThrow({ where: { id } })).toMatchObject({
      code: '3511LX',
      placeName: 'Utrecht centre',
      region: 'Utrecht',
    });
  });

  it('lists codes with their use, searchable and sortable, pages keeping the query string', async () => {
    const used = await db().postCode.create({ data: { code: '2511 CV', placeName: 'The Hague' } });
    await db().location.create({
      data: { name: 'Pier', slug: 'pier', streetAddress: 'Strand 1', postCodeId: used.id },
    });
    const { component, props } = await page<{ postCodes: Paginated<PostCodeSummary>; filters: ListFilters }>(
      testApp,
      agent,
      '/admin/post-codes?search=hague&sort=locations&direction=desc',
    );
    expect(component).toBe('admin/post-code/Index');
    expect(props.postCodes.data).toEqual([
      expect.objectContaining({ code: '2511 CV', placeName: 'The Hague', locationsCount: 1, membersCount: 0 }),
    ]);
    expect(props.filters).toMatchObject({ search: 'hague', sort: 'locations', direction: 'desc' });

    await db().postCode.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({
        code: `PG ${String(index).padStart(2, '0')}`,
        placeName: 'Paging',
      })),
    });
    const paged = await page<{ postCodes: Paginated<PostCodeSummary> }>(
      testApp,
      agent,
      '/admin/post-codes?search=paging&sort=code',
    );
    expect(paged.props.postCodes).toMatchObject({
      total: 12,
      lastPage: 2,
      nextUrl: '/admin/post-codes?search=paging&sort=code&direction=asc&page=2&perPage=10',
    });
  });

  it('never deletes a code a location uses, even a deleted location, and says why', async () => {
    const { id } = await db().postCode.create({ data: { code: '9711 LM', placeName: 'Groningen' } });
    await db().location.create({
      data: { name: 'Old studio', slug: 'old-studio', streetAddress: 'Markt 5', postCodeId: id, deletedAt: new Date() },
    });
    await submit(agent, 'delete', `/admin/post-codes/${id}`)
      .expect(303)
      .expect('Location', `/admin/post-codes/${id}/edit`);
    expect((await page(testApp, agent, `/admin/post-codes/${id}/edit`)).flash.error).toBe(
      '9711 LM cannot be deleted: it is used by 1 location (deleted locations included).',
    );
    expect(await db().postCode.count({ where: { id } })).toBe(1);
  });

  it('never deletes a code a member uses, and deletes an unused one', async () => {
    const { id } = await db().postCode.create({ data: { code: '8000 AA', placeName: 'Zwolle' } });
    const { user: member } = await signedInWith(testApp, []);
    await db().user.update({ where: { id: member.id }, data: { postCodeId: id } });
    await submit(agent, 'delete', `/admin/post-codes/${id}`).expect(303);
    expect((await page(testApp, agent, `/admin/post-codes/${id}/edit`)).flash.error).toBe(
      '8000 AA cannot be deleted: it is used by 1 member (deleted locations included).',
    );
    await db().user.update({ where: { id: member.id }, data: { postCodeId: null } });
    await submit(agent, 'delete', `/admin/post-codes/${id}`).expect(303).expect('Location', '/admin/post-codes');
    expect(await db().postCode.count({ where: { id } })).toBe(0);
  });

  it('answers the picker with at most ten matching codes, by code or by place', async () => {
    await db().postCode.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({
        code: `PK ${String(index).padStart(2, '0')}`,
        placeName: 'Pickerton',
      })),
    });
    const byPlace = await agent
      .get('/admin/post-codes/search?search=pickert')
      .expect(200)
      .expect('Content-Type', /json/);
    expect((byPlace.body.postCodes as PostCodeChoice[]).map((postCode) => postCode.code)).toEqual(
      Array.from({ length: 10 }, (_, index) => `PK ${String(index).padStart(2, '0')}`),
    );
    const byCode = await agent.get('/admin/post-codes/search?search=pk%2011').expect(200);
    expect(byCode.body.postCodes).toEqual([{ id: expect.any(Number), code: 'PK 11', placeName: 'Pickerton' }]);
  });

  it('refuses every post code action to a member without locations.manage', async () => {
    const { agent: editor } = await signedInWith(testApp, ['editor']);
    const before = await db().postCode.count();
    await submit(editor, 'post', '/admin/post-codes', { code: '1234 ZZ', placeName: 'Forbidden' }).expect(403);
    await editor.get('/admin/post-codes/search?search=a').expect(403);
    expect(await db().postCode.count()).toBe(before);
  });
});

describe('importing post codes from CSV', () => {
  it('imports every row in one go and says how many', async () => {
    const csv = `\ufeff${HEADER}\r\n5611 aa,Eindhoven,North Brabant,51.44,5.47\r\n\r\n6211  ab,Maastricht,,,\r\n"7511 AC","Enschede, centre",Overijssel,52.22,6.89\r\n`;
    await upload(csv).expect(302).expect('Location', '/admin/post-codes');
    expect((await page(testApp, agent, '/admin/post-codes')).flash.success).toBe('3 post codes imported.');
    expect(
      await db().postCode.findMany({
        where: { code: { in: ['5611 AA', '6211 AB', '7511 AC'] } },
        orderBy: { code: 'asc' },
        select: { code: true, placeName: true, region: true, latitude: true },
      }),
    ).toEqual([
      { code: '5611 AA', placeName: 'Eindhoven', region: 'North Brabant', latitude: 51.44 },
      { code: '6211 AB', placeName: 'Maastricht', region: null, latitude: null },
      { code: '7511 AC', placeName: 'Enschede, centre', region: 'Overijssel', latitude: 52.22 },
    ]);
  });

  it('imports nothing when one row is bad, and names that row and why', async () => {
    const csv = `${HEADER}\nBAD 01,Good place,,,\nBAD 02,,,,\nBAD 03,Also good,,,\n`;
    await upload(csv).expect(303).expect('Location', CREATE_PAGE);
    expect(await importErrors()).toEqual({
      file: 'Nothing was imported: 1 of 3 rows were rejected.',
      'line.3': 'The place name is required.',
    });
    expect(await codesStartingWith('BAD')).toEqual([]);
  });

  it('lists every rejected row: values, ranges, duplicates in the file and codes already saved', async () => {
    await db().postCode.create({ data: { code: 'DUP 1', placeName: 'Saved before' } });
    const csv = [
      HEADER,
      'ROW 1,Fine,,,',
      'ROW 2,Too far north,,95,4',
      'ROW 3,Only latitude,,52,',
      'ROW 1,Again,,,',
      'dup1,Saved already,,,',
      'ROW 6,Short',
      '##,Bad code,,,',
    ].join('\n');
    await upload(csv).expect(303);
    expect(await importErrors()).toEqual({
      file: 'Nothing was imported: 6 of 7 rows were rejected.',
      'line.3': 'The latitude must be a number from -90 to 90.',
      'line.4': 'Give both the latitude and the longitude, or neither.',
      'line.5': 'ROW 1 is already on line 2.',
      'line.6': 'DUP1 already exists.',
      'line.7': 'Expected 5 values, found 2.',
      'line.8': 'Use letters, digits, spaces and dashes, like 1011 AB.',
    });
    expect(await codesStartingWith('ROW')).toEqual([]);
  });

  it.each([
    [
      'a file without the header',
      'code,place\nX 1,Y',
      'The first line must be the header code,place_name,region,latitude,longitude.',
    ],
    ['a header and nothing else', `${HEADER}\n\n`, 'The file has no post codes below the header.'],
    [
      'broken quoting',
      `${HEADER}\n"X 1,Y,,,\n`,
      'The file is not valid CSV: Quote Not Closed: the parsing is finished with an opening quote at line 2.',
    ],
    ['an empty file', '', 'The first line must be the header code,place_name,region,latitude,longitude.'],
  ])('refuses %s', async (_label, csv, message) => {
    const before = await db().postCode.count();
    await upload(csv).expect(303);
    expect((await importErrors())?.file).toBe(message);
    expect(await db().postCode.count()).toBe(before);
  });

  it('refuses a file that is not UTF-8 text, one over 1 MB, too many rows, or no file at all', async () => {
    const before = await db().postCode.count();
    await upload(Buffer.from([0x63, 0x6f, 0xff, 0xfe, 0x0a])).expect(303);
    expect((await importErrors())?.file).toBe('The file must be UTF-8 text.');
    await upload(`${HEADER}\n${'x'.repeat(1024 * 1024)}`).expect(303);
    expect((await importErrors())?.file).toBe('The file may not be larger than 1 MB.');
    const rows = Array.from({ length: 5001 }, (_, index) => `MANY ${index},Place,,,`);
    await upload([HEADER, ...rows].join('\n')).expect(303);
    expect((await importErrors())?.file).toBe('The file has 5001 rows; import at most 5000 at once.');
    await submit(agent, 'post', '/admin/post-codes/import', {}, CREATE_PAGE)
      .set('X-Inertia-Error-Bag', 'import')
      .expect(303);
    expect((await importErrors())?.file).toBe('Choose a CSV file to import.');
    expect(await db().postCode.count()).toBe(before);
  });

  it('shows the expected header on the create page', async () => {
    const { component, props } = await page<{ csv: { columns: string[]; maxRows: number } }>(
      testApp,
      agent,
      CREATE_PAGE,
    );
    expect(component).toBe('admin/post-code/Create');
    expect(props.csv).toEqual({ columns: HEADER.split(','), maxRows: 5000 });
  });
});
