import { describe, expect, it } from 'vitest';
import { routes } from '../../resources/lib/routes';

describe('routes', () => {
  it('builds the public URLs of SPEC §2', () => {
    expect(routes.home()).toBe('/');
    expect(routes.events.show('summer-camp')).toBe('/events/summer-camp');
    expect(routes.blog.index()).toBe('/blog');
    expect(routes.locations.show('the-barn')).toBe('/locations/the-barn');
    expect(routes.settings.appearance()).toBe('/settings/appearance');
    expect(routes.verification.verify(7, 'abc')).toBe('/verify-email/7/abc');
    expect(routes.password.reset('tok')).toBe('/reset-password/tok');
  });

  it('builds the admin URLs', () => {
    expect(routes.admin.events.scanner(3)).toBe('/admin/events/3/scanner');
    expect(routes.admin.postCodes.edit(5)).toBe('/admin/post-codes/5/edit');
    expect(routes.admin.roles.create()).toBe('/admin/roles/create');
  });

  it('escapes path segments', () => {
    expect(routes.events.show('a/b c')).toBe('/events/a%2Fb%20c');
  });
});
