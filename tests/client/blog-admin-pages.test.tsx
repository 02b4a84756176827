import { router } from '@inertiajs/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvePage } from '../../resources/lib/resolve-page';
import type { AdminPostDetail, AdminPostSummary } from '../../common/types/blog-admin';
import { onePage } from './support/content';
import { member, renderPage } from './support/render-page';

const editor = { ...member, permissions: ['blog.manage'] };
const filters = {
  search: '',
  sort: 'updatedAt',
  direction: 'desc' as const,
  page: 1,
  perPage: 10,
  status: '',
  trashed: '',
};

const summary = (id: number, title: string, overrides: Partial<AdminPostSummary> = {}): AdminPostSummary => ({
  id,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  state: 'draft',
  publishedAt: null,
  updatedAt: '2030-01-02T10:00:00Z',
  author: 'Ada',
  deletedAt: null,
  ...overrides,
});

const detail: AdminPostDetail = {
  id: 5,
  title: 'Camp report',
  slug: 'camp-report',
  excerpt: '',
  body: 'Hello',
  status: 'published',
  state: 'scheduled',
  publishedAt: '2030-01-03T09:00:00Z',
  cover: { src: '/uploads/a-960.webp', srcSet: '/uploads/a-480.webp 480w, /uploads/a-960.webp 960w', alt: 'Tents' },
  coverImageAlt: 'Tents',
  tags: 'Camps, Summer',
  deletedAt: null,
};

async function show(name: string, props: Record<string, unknown>) {
  renderPage(name, await resolvePage(name), props, { auth: { user: editor } });
}

afterEach(() => vi.restoreAllMocks());

describe('admin/blog/Index', () => {
  it('sends one bulk action with the selected posts', async () => {
    const post = vi.spyOn(router, 'post').mockImplementation(() => undefined);
    await show('admin/blog/Index', {
      posts: onePage([
        summary(1, 'First'),
        summary(2, 'Second', { state: 'scheduled', publishedAt: '2030-01-03T09:00:00Z' }),
      ]),
      filters,
    });

    const toolbar = within(screen.getByRole('toolbar', { name: 'Selected posts' }));
    expect((toolbar.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^Scheduled for /)).toBeVisible();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Second' }));
    expect(toolbar.getByText('1 selected')).toBeVisible();
    await act(async () => fireEvent.click(toolbar.getByRole('button', { name: 'Publish' })));
    expect(post).toHaveBeenCalledWith('/admin/blog/bulk', { action: 'publish', ids: [2] }, expect.anything());

    fireEvent.click(toolbar.getByRole('checkbox', { name: 'Select all posts on this page' }));
    expect(toolbar.getByText('2 selected')).toBeVisible();
  });

  it('asks before deleting the selected posts', async () => {
    const post = vi.spyOn(router, 'post').mockImplementation(() => undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await show('admin/blog/Index', { posts: onePage([summary(1, 'First')]), filters });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete the selected posts (1)? You can restore them later from the deleted posts.',
    );
    expect(post).not.toHaveBeenCalled();
  });
});

describe('admin/blog/Edit', () => {
  it('shows the stored cover with its alt text, and hides the alt field once the image is to be removed', async () => {
    await show('admin/blog/Edit', { post: detail });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Tents' }).getAttribute('srcset')).toContain('480w');
    expect((screen.getByLabelText(/^Image description/) as HTMLInputElement).value).toBe('Tents');

    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('The image will be removed when you save.')).toBeVisible();
    expect(screen.queryByLabelText(/^Image description/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep image' })).toBeVisible();
  });

  it('keeps the slug of a published post when the title changes', async () => {
    await show('admin/blog/Edit', { post: detail });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'New title' } });
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('camp-report');
  });

  it('makes the slug of a new draft from its title until the editor types one', async () => {
    await show('admin/blog/Edit', {
      post: {
        ...detail,
        title: 'Untitled post',
        slug: 'untitled-post-2',
        status: 'draft',
        state: 'draft',
        publishedAt: null,
      },
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Summer camp: day 1' } });
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('summer-camp-day-1');
    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'camp' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Other' } });
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('camp');
  });
});
