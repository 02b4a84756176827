import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import { AdminList, type Column } from '../../../components/admin/AdminList';
import { BulkActions } from '../../../components/admin/BulkActions';
import { DeletedBadge } from '../../../components/admin/DeletedBadge';
import { PostStateBadge } from '../../../components/admin/PostStateBadge';
import { TrashedFilter } from '../../../components/admin/TrashedFilter';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { POST_BULK_ACTIONS, POST_STATES } from '../../../../common/blog-posts';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { AdminPostSummary } from '../../../../common/types/blog-admin';
import type { PageProps } from '../../../../common/types/pages';

export default function PostIndex({ posts, filters }: PageProps['admin/blog/Index']) {
  const { t } = useTranslation();
  const title = t('admin.post.index');
  const [selected, setSelected] = useState<number[]>([]);
  const pageIds = posts.data.map((post) => post.id);
  // Only rows on the page can be acted on: a selection does not survive a change of page or filter.
  const selectedHere = selected.filter((id) => pageIds.includes(id));
  const toggle = (id: number, checked: boolean) =>
    setSelected(checked ? [...selectedHere, id] : selectedHere.filter((other) => other !== id));

  const columns: Column<AdminPostSummary>[] = [
    {
      label: t('admin.post.select'),
      selection: true,
      cell: (post) => (
        <input
          type="checkbox"
          aria-label={t('admin.post.selectPost', { title: post.title })}
          checked={selectedHere.includes(post.id)}
          onChange={(event) => toggle(post.id, event.target.checked)}
          className="size-4 accent-indigo-700 dark:accent-indigo-400"
        />
      ),
    },
    {
      label: t('admin.post.title'),
      sort: 'title',
      cell: (post) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link
            href={routes.admin.blog.edit(post.id)}
            className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {post.title}
          </Link>
          <DeletedBadge deletedAt={post.deletedAt} />
        </span>
      ),
    },
    {
      label: t('admin.post.state'),
      sort: 'status',
      cell: (post) => <PostStateBadge state={post.state} publishedAt={post.publishedAt} />,
    },
    {
      label: t('admin.post.publishedAt'),
      sort: 'publishedAt',
      cell: (post) => (post.publishedAt ? formatDateTime(post.publishedAt) : ''),
    },
    { label: t('admin.post.author'), cell: (post) => post.author ?? t('common.deletedAuthor') },
    { label: t('admin.post.updatedAt'), sort: 'updatedAt', cell: (post) => formatDateTime(post.updatedAt) },
  ];

  return (
    <>
      <Head title={title} />
      <PageHeader title={title}>
        <Link href={routes.admin.blog.index()} method="post" as="button" className={`${buttonClasses()} mt-6`}>
          {t('admin.post.create')}
        </Link>
      </PageHeader>
      <BulkActions
        label={t('admin.post.bulk')}
        url={routes.admin.blog.bulk()}
        actions={POST_BULK_ACTIONS.map((action) => ({
          name: action,
          label: t(`admin.post.bulkActions.${action}`),
          ...(action === 'delete'
            ? {
                variant: 'danger' as const,
                confirmation: (count: number) => t('admin.post.confirmBulkDelete', { count }),
              }
            : {}),
        }))}
        selected={selectedHere}
        pageIds={pageIds}
        onSelect={setSelected}
        selectAllLabel={t('admin.post.selectAll')}
        countLabel={(count) => t('admin.post.selected', { count })}
      />
      <AdminList
        label={title}
        url={routes.admin.blog.index()}
        list={posts}
        filters={filters}
        columns={columns}
        rowKey={(post) => post.id}
        filterControls={(values, update) => (
          <>
            <SelectField
              label={t('admin.post.state')}
              name="status"
              value={String(values.status ?? '')}
              options={[
                { value: '', label: t('admin.list.any') },
                ...POST_STATES.map((state) => ({ value: state, label: t(`admin.post.states.${state}`) })),
              ]}
              onChange={(event) => update('status', event.target.value)}
            />
            <TrashedFilter value={values.trashed} onChange={(value) => update('trashed', value)} />
          </>
        )}
      />
    </>
  );
}
