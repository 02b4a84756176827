import { Head } from '@inertiajs/react';
import { PostCard } from '../../components/PostCard';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageHeader } from '../../components/ui/PageHeader';
import { useTranslation } from '../../lib/i18n';
import type { PostSummary } from '../../types/content';

export default function PostIndex({ posts }: { posts: PostSummary[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('blog.title')} />
      <PageHeader title={t('blog.title')} description={t('blog.intro')} />
      <CardGrid
        items={posts}
        itemKey={(post) => post.id}
        empty={t('blog.empty')}
        renderItem={(post) => <PostCard post={post} headingLevel="h2" />}
      />
    </>
  );
}
