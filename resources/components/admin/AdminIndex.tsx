import { Head, Link } from '@inertiajs/react';
import { buttonClasses } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';
import { AdminList, type AdminListProps } from './AdminList';

export type { Column, FilterControls } from './AdminList';

interface AdminIndexProps<Item> extends Omit<AdminListProps<Item>, 'label'> {
  title: string;
  /** The "new" action; `post` for records created as drafts straight away (blog posts, events). */
  create?: { href: string; label: string; method?: 'post' };
}

/** The one admin index page: its title, the "new" action and the list. */
export function AdminIndex<Item>({ title, create, ...list }: AdminIndexProps<Item>) {
  return (
    <>
      <Head title={title} />
      <PageHeader title={title}>
        {create && (
          <Link
            href={create.href}
            method={create.method}
            as={create.method ? 'button' : 'a'}
            className={`${buttonClasses()} mt-6`}
          >
            {create.label}
          </Link>
        )}
      </PageHeader>
      <AdminList label={title} {...list} />
    </>
  );
}
