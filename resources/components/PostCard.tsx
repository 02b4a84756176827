import { formatDate } from '../lib/format-date';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import type { PostSummary } from '../types/content';
import { Card } from './ui/Card';

export function PostCard({ post, headingLevel }: { post: PostSummary; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <Card
      href={routes.blog.show(post.slug)}
      title={post.title}
      headingLevel={headingLevel}
      eyebrow={<time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
      meta={t('common.by', { author: post.author ?? t('common.deletedAuthor') })}
    >
      {post.excerpt}
    </Card>
  );
}
