import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleDetail, RoleSummary } from '../../../common/types/admin.js';
import type { ListFilters, Paginated } from '../../../common/types/list.js';
import { createUser } from '../../support/factories.js';
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

const roleNamed = (name: string) => testApp.context.db.role.findUniqueOrThrow({ where: { name } });

describe('admin roles', () => {
  it('lists roles with counts, searchable and sortable', async () => {
    const { component, props } = await page<{ roles: Paginated<RoleSummary>; filters: ListFilters }>(
      testApp,
      agent,
      '/admin/roles',
    );
    expect(component).toBe('admin/role/Index');
    expect(props.roles.data.map((role) => role.name)).toEqual(['admin', 'door', 'editor', 'event-manager']);
    expect(props.roles.data.find((role) => role.name === 'event-manager')).toMatchObject({
      permissionsCount: 3,
      builtIn: true,
    });

    const searched = await page<{ roles: Paginated<RoleSummary>; filters: ListFilters }>(
      testApp,
      agent,
      '/admin/roles?search=door&sort=users&direction=desc',
    );
    expect(searched.props.roles.data.map((role) => role.name)).toEqual(['door']);
    expect(searched.props.filters).toMatchObject({ search: 'door', sort: 'users', direction: 'desc' });
  });

  it('falls back to the defaults for a sort column that is not allowed', async () => {
    const { props } = await page<{ filters: ListFilters }>(
      testApp,
      agent,
      '/admin/roles?sort=passwordHash&direction=sideways&page=-3&perPage=1000',
    );
    expect(props.filters).toEqual({ search: '', sort: 'name', direction: 'asc', page: 1, perPage: 10 });
  });

  it('offers every permission on the create page', async () => {
    const { component, props } = await page<{ permissionNames: string[] }>(testApp, agent, '/admin/roles/create');
    expect(component).toBe('admin/role/Create');
    expect(props.permissionNames).toContain('locations.manage');
  });

  it('creates a role with permissions and shows who holds it', async () => {
    await submit(agent, 'post', '/admin/roles', {
      name: 'communications',
      description: 'Blog and places',
      permissions: ['blog.manage', 'locations.manage'],
    }).expect(302);
    const role = await roleNamed('communications');
    const member = await createUser(testApp.context.db, { roles: ['communications'], name: 'Ada Holder' });
    const { props } = await page<{ role: RoleDetail }>(testApp, agent, `/admin/roles/${role.id}`);
    expect(props.role).toMatchObject({
      name: 'communications',
      builtIn: false,
      allPermissions: false,
      permissions: ['blog.manage', 'locations.manage'],
    });
    expect(props.role.users).toEqual([{ id: member.id, name: 'Ada Holder', email: member.email }]);
  });

  it.each([
    [{ name: '', permissions: [] }, 'name', 'The name is required.'],
    [{ name: 'Has Spaces' }, 'name', 'Use lower-case letters, digits and dashes, like event-manager.'],
    [{ name: 'editor' }, 'name', 'This name is already taken.'],
    [{ name: 'r'.repeat(51) }, 'name', 'The name may not be longer than 50 characters.'],
    [{ name: 'helpers', permissions: ['no.such'] }, 'permissions', 'Choose permissions from the list.'],
    [{ name: 'helpers', permissions: 'blog.manage' }, 'permissions', 'Choose permissions from the list.'],
    [{ name: 'helpers', extra: 1 }, 'extra', 'This field is not accepted.'],
  ])('refuses %j with an error on %s and creates nothing', async (input, field, message) => {
    const before = await testApp.context.db.role.count();
    await submit(agent, 'post', '/admin/roles', input, '/admin/roles/create').expect(303);
    const { props } = await page(testApp, agent, '/admin/roles/create');
    expect(props.errors[field]).toBe(message);
    expect(await testApp.context.db.role.count()).toBe(before);
  });

  it('changes the permissions of a role', async () => {
    await submit(agent, 'post', '/admin/roles', { name: 'stewards', permissions: ['tickets.scan'] }).expect(302);
    const role = await roleNamed('stewards');
    await submit(agent, 'put', `/admin/roles/${role.id}`, {
      name: 'stewards',
      description: 'At the door',
      permissions: ['events.manage'],
    }).expect(303);
    const { props } = await page<{ role: RoleDetail }>(testApp, agent, `/admin/roles/${role.id}/edit`);
    expect(props.role).toMatchObject({ description: 'At the door', permissions: ['events.manage'] });
  });

  it('lets the description of a built-in role change but never its name', async () => {
    const role = await roleNamed('editor');
    await submit(
      agent,
      'put',
      `/admin/roles/${role.id}`,
      { name: 'writer', permissions: ['blog.manage'] },
      `/admin/roles/${role.id}/edit`,
    ).expect(303);
    expect((await page(testApp, agent, `/admin/roles/${role.id}/edit`)).props.errors.name).toBe(
      'A built-in role cannot be renamed.',
    );
    await submit(agent, 'put', `/admin/roles/${role.id}`, {
      name: 'editor',
      description: 'Writes the blog',
      permissions: ['blog.manage'],
    }).expect(303);
    expect(await roleNamed('editor')).toMatchObject({ description: 'Writes the blog' });
  });

  it('keeps admin holding every permission whatever the form sends', async () => {
    const role = await roleNamed('admin');
    await submit(agent, 'put', `/admin/roles/${role.id}`, {
      name: 'admin',
      description: 'Everything',
      permissions: [],
    }).expect(303);
    const { props } = await page<{ role: RoleDetail }>(testApp, agent, `/admin/roles/${role.id}`);
    expect(props.role.allPermissions).toBe(true);
    expect(props.role.permissions).toHaveLength(await testApp.context.db.permission.count());
  });

  it('never deletes a built-in role, and deletes one the admins created', async () => {
    const door = await roleNamed('door');
    await submit(agent, 'delete', `/admin/roles/${door.id}`).expect(303).expect('Location', `/admin/roles/${door.id}`);
    expect((await page(testApp, agent, `/admin/roles/${door.id}`)).flash.error).toBe(
      'A built-in role cannot be deleted.',
    );
    await submit(agent, 'post', '/admin/roles', { name: 'temporary' }).expect(302);
    const temporary = await roleNamed('temporary');
    await submit(agent, 'delete', `/admin/roles/${temporary.id}`).expect(303).expect('Location', '/admin/roles');
    expect(await testApp.context.db.role.findUnique({ where: { id: temporary.id } })).toBeNull();
  });
});
