import { Head, Link } from '@inertiajs/react';
import { FilterPanel } from '../../components/FilterPanel';
import { PostCard } from '../../components/PostCard';
import { PageHeader } from '../../components/ui/PageHeader';
import { ScrollingCardGrid } from '../../components/ui/ScrollingCardGrid';
import { TextField } from '../../components/ui/TextField';
import { useListFilters } from '../../hooks/use-list-filters';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

const LINK = 'text-indigo-700 hover:underline dark:text-indigo-300';

/** The blog, or one tag's posts (`tag`): the same list with its own title, feed and way back to all posts. */
export default function PostIndex({ posts, filters, tag }: PageProps['blog/Index']) {
  const { t } = useTranslation();
  const { values, update } = useListFilters(tag ? routes.blog.tag(tag.slug) : routes.blog.index(), filters);
  const title = tag ? t('tags.postsTagged', { name: tag.name }) : t('blog.title');
  return (
    <>
      <Head title={title} />
      <PageHeader title={title} description={tag ? undefined : t('blog.intro')}>
        <p className="mt-3 flex flex-wrap gap-x-4 text-sm font-semibold">
          <a href={tag ? routes.blog.tagFeed(tag.slug) : routes.blog.feed()} className={LINK}>
            {tag ? t('tags.feed', { name: tag.name }) : t('blog.feed')}
          </a>
          {tag && (
            <Link href={routes.blog.index()} className={LINK}>
              {t('tags.allPosts')}
            </Link>
          )}
        </p>
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
      <ScrollingCardGrid
        prop="posts"
        list={posts}
        filters={filters}
        itemKey={(post) => post.id}
        empty={filters.search ? t('blog.noResults') : t('blog.empty')}
        renderItem={(post) => <PostCard post={post} headingLevel="h2" />}
      />
    </>
  );
}
