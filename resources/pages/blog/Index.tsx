import { Head } from '@inertiajs/react';
import { FilterPanel } from '../../components/FilterPanel';
import { PostCard } from '../../components/PostCard';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { TextField } from '../../components/ui/TextField';
import { useListFilters } from '../../hooks/use-list-filters';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

export default function PostIndex({ posts, filters }: PageProps['blog/Index']) {
  const { t } = useTranslation();
  const { values, update } = useListFilters(routes.blog.index(), filters);
  return (
    <>
      <Head title={t('blog.title')} />
      <PageHeader title={t('blog.title')} description={t('blog.intro')}>
        <a
          href={routes.blog.feed()}
          className="mt-3 inline-block text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {t('blog.feed')}
        </a>
      </PageHeader>
      <FilterPanel label={t('blog.search')} filters={filters} className="max-w-md">
        <TextField
          label={t('blog.search')}
          type="search"
          name="search"
          value={String(values.search)}
          onChange={(event) => update('search', event.target.value)}
        />
      </FilterPanel>
      <CardGrid
        items={posts.data}
        itemKey={(post) => post.id}
        empty={filters.search ? t('blog.noResults') : t('blog.empty')}
        renderItem={(post) => <PostCard post={post} headingLevel="h2" />}
      />
      {posts.total > 0 && <Pagination list={posts} />}
    </>
  );
}
