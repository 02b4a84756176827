import { Head, Link } from '@inertiajs/react';
import { PostCard } from '../../components/PostCard';
import { TagList } from '../../components/TagList';
import { ShareButton } from '../../components/ShareButton';
import { BackLink } from '../../components/ui/BackLink';
import { HtmlContent } from '../../components/ui/HtmlContent';
import { Notice } from '../../components/ui/Notice';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage';
import { useSharedProps } from '../../hooks/use-shared-props';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { PERMISSIONS } from '../../../common/permissions';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

/** A post; editors also reach drafts and scheduled posts here, marked as a preview. */
export default function PostShow({ post, state, related }: PageProps['blog/Show']) {
  const { t } = useTranslation();
  const { auth } = useSharedProps();
  const editor = auth.user?.permissions.includes(PERMISSIONS.blogManage) ?? false;

  return (
    <article className="mx-auto max-w-3xl">
      <Head title={post.title} />
      <BackLink href={routes.blog.index()} label={t('blog.back')} />
      {state !== 'published' && (
        <div className="mb-6">
          <Notice tone="warning">
            {state === 'scheduled' && post.publishedAt
              ? t('blog.scheduled', { date: formatDateTime(post.publishedAt) })
              : t('blog.draft')}
          </Notice>
        </div>
      )}
      <header className="mb-10">
        <p className="flex flex-wrap gap-x-3 text-sm font-medium text-indigo-700 dark:text-indigo-300">
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
          <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900 dark:text-white">{post.title}</h1>
        <p className="mt-4 text-xl leading-8 text-gray-600 dark:text-gray-300">{post.excerpt}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 text-sm text-gray-600 dark:text-gray-300">
          {t('common.by', { author: post.author ?? t('common.deletedAuthor') })}
          {editor && (
            <Link
              href={routes.admin.blog.edit(post.id)}
              className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {t('blog.edit')}
            </Link>
          )}
        </p>
        <TagList tags={post.tags} hrefFor={routes.blog.tag} className="mt-4" />
      </header>
      {post.cover && (
        <ResponsiveImage
          image={post.cover}
          sizes="(min-width: 768px) 48rem, 100vw"
          eager
          className="mb-10 aspect-[16/9] w-full rounded-2xl"
        />
      )}
      <HtmlContent html={post.bodyHtml} />
      <footer className="mt-10 border-t border-gray-200 pt-6 dark:border-gray-700">
        <ShareButton title={post.title} url={routes.blog.show(post.slug)} />
      </footer>
      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-12">
          <h2 id="related-posts" className="mb-6 text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">
            {t('blog.related')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <PostCard post={other} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
