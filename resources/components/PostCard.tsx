import { formatDate } from '../lib/format-date';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import type { PostSummary, RelatedPost } from '../../common/types/content';
import { TagList } from './TagList';
import { Card } from './ui/Card';
import { ResponsiveImage } from './ui/ResponsiveImage';

/** A post in a grid of cards: its cover across the top (the grid shows up to three a row), its author below. */
export function PostCard({ post, headingLevel }: { post: PostSummary | RelatedPost; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <Card
      href={routes.blog.show(post.slug)}
      title={post.title}
      headingLevel={headingLevel}
      media={
        post.cover && (
          <ResponsiveImage
            image={post.cover}
            sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
            className="aspect-[16/9] w-full"
          />
        )
      }
      eyebrow={post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
      meta={
        'author' in post && (
          <>
            {t('common.by', { author: post.author ?? t('common.deletedAuthor') })}
            <TagList tags={post.tags} hrefFor={routes.blog.tag} className="mt-2" />
          </>
        )
      }
    >
      {post.excerpt}
    </Card>
  );
}
