import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionDetail, PermissionSummary } from '../../../common/types/admin.js';
import type { ListFilters, Paginated } from '../../../common/types/list.js';
import { createRoleWith } from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { confirmPassword, page, signedInWith, submit, type Agent } from './support.js';

let testApp: TestApp;
let agent: Agent;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ agent } = await signedInWith(testApp, ['admin']));
  await confirmPassword(agent);
});
afterAll(() => testApp.close());

const idOf = async (name: string) => (await testApp.context.db.permission.findUniqueOrThrow({ where: { name } })).id;

describe('admin permissions', () => {
  it('lists the built-in permissions sorted by name with their filters echoed', async () => {
    const { component, props } = await page<{ permissions: Paginated<PermissionSummary>; filters: ListFilters }>(
      testApp,
      agent,
      '/admin/permissions',
    );
    expect(component).toBe('admin/permission/Index');
    expect(props.permissions.data.map((permission) => permission.name)).toEqual([
      'audit.view',
      'blog.manage',
      'events.manage',
      'locations.manage',
      'roles.manage',
      'system.manage',
      'tickets.scan',
      'users.manage',
    ]);
    expect(props.filters).toEqual({ search: '', sort: 'name', direction: 'asc', page: 1, perPage: 10 });
  });

  it('searches by name and keeps the search in its page links', async () => {
    const { props } = await page<{ permissions: Paginated<PermissionSummary>; filters: ListFilters }>(
      testApp,
      agent,
      '/admin/permissions?search=MANAGE&direction=desc&perPage=25',
    );
    expect(props.permissions.data.map((permission) => permission.name)).toEqual([
      'users.manage',
      'system.manage',
      'roles.manage',
      'locations.manage',
      'events.manage',
      'blog.manage',
    ]);
    expect(props.filters).toMatchObject({ search: 'MANAGE', direction: 'desc', perPage: 25 });
    expect(props.permissions.links[0]?.url).toBe(
      '/admin/permissions?search=MANAGE&sort=name&direction=desc&page=1&perPage=25',
    );
  });

  it('creates a permission with a dotted lower-case name and shows it', async () => {
    const response = await submit(
      agent,
      'post',
      '/admin/permissions',
      { name: 'reports.view', description: 'See reports' },
      '/admin/permissions/create',
    ).expect(302);
    const id = await idOf('reports.view');
    expect(response.headers.location).toBe(`/admin/permissions/${id}`);
    const { props, flash } = await page<{ permission: PermissionDetail }>(testApp, agent, `/admin/permissions/${id}`);
    expect(props.permission).toMatchObject({ name: 'reports.view', description: 'See reports', builtIn: false });
    expect(flash.success).toBe('Permission created.');
    // admin holds every permission, this new one too.
    expect(props.permission.roles.map((role) => role.name)).toEqual(['admin']);
  });

  it.each([
    [{ name: '' }, 'name', 'The name is required.'],
    [{ name: 'Reports' }, 'name', 'Use dotted lower-case words, like events.manage.'],
    [{ name: 'reports' }, 'name', 'Use dotted lower-case words, like events.manage.'],
    [{ name: 'reports..view' }, 'name', 'Use dotted lower-case words, like events.manage.'],
    [{ name: `a.${'b'.repeat(100)}` }, 'name', 'The name may not be longer than 100 characters.'],
    [{ name: 42 }, 'name', 'The name is required.'],
    [{ name: 'blog.manage' }, 'name', 'This name is already taken.'],
    [
      { name: 'x.y', description: 'd'.repeat(256) },
      'description',
      'The description may not be longer than 255 characters.',
    ],
    [{ name: 'x.y', builtIn: true }, 'builtIn', 'This field is not accepted.'],
  ])('refuses %j with an error on %s and creates nothing', async (input, field, message) => {
    const before = await testApp.context.db.permission.count();
    await submit(agent, 'post', '/admin/permissions', input, '/admin/permissions/create').expect(303);
    const { props } = await page(testApp, agent, '/admin/permissions/create');
    expect(props.errors[field]).toBe(message);
    expect(await testApp.context.db.permission.count()).toBe(before);
  });

  it('lists the roles that hold a permission on its show page', async () => {
    await createRoleWith(testApp.context.db, 'writers', ['blog.manage']);
    const { props } = await page<{ permission: PermissionDetail }>(
      testApp,
      agent,
      `/admin/permissions/${await idOf('blog.manage')}`,
    );
    expect(props.permission.roles.map((role) => role.name)).toEqual(['admin', 'editor', 'writers']);
  });

  it('lets the description of a built-in permission change but never its name', async () => {
    const id = await idOf('tickets.scan');
    await submit(
      agent,
      'put',
      `/admin/permissions/${id}`,
      { name: 'tickets.read', description: 'x' },
      `/admin/permissions/${id}/edit`,
    ).expect(303);
    const { props } = await page(testApp, agent, `/admin/permissions/${id}/edit`);
    expect(props.errors.name).toBe('A built-in permission cannot be renamed.');
    await submit(agent, 'put', `/admin/permissions/${id}`, {
      name: 'tickets.scan',
      description: 'Scan at the door',
    }).expect(303);
    expect(await testApp.context.db.permission.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: 'tickets.scan',
      description: 'Scan at the door',
    });
  });

  it('never deletes a built-in permission', async () => {
    const id = await idOf('events.manage');
    await submit(agent, 'delete', `/admin/permissions/${id}`)
      .expect(303)
      .expect('Location', `/admin/permissions/${id}`);
    const { flash } = await page(testApp, agent, `/admin/permissions/${id}`);
    expect(flash.error).toBe('A built-in permission cannot be deleted.');
    expect(await testApp.context.db.permission.findUnique({ where: { id } })).not.toBeNull();
  });

  it('renames and deletes a permission the admins created', async () => {
    await submit(agent, 'post', '/admin/permissions', { name: 'exports.run' }).expect(302);
    const id = await idOf('exports.run');
    await submit(agent, 'put', `/admin/permissions/${id}`, { name: 'exports.start', description: '' }).expect(303);
    expect((await testApp.context.db.permission.findUniqueOrThrow({ where: { id } })).name).toBe('exports.start');
    await submit(agent, 'delete', `/admin/permissions/${id}`).expect(303).expect('Location', '/admin/permissions');
    expect(await testApp.context.db.permission.findUnique({ where: { id } })).toBeNull();
  });

  it('answers 404 for an id that is not a number or not there', async () => {
    await agent.get('/admin/permissions/abc').expect(404);
    await agent.get('/admin/permissions/999999/edit').expect(404);
  });
});
