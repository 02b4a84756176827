import { Head } from '@inertiajs/react';
import { BackLink } from '../../components/ui/BackLink';
import { HtmlContent } from '../../components/ui/HtmlContent';
import { formatDate } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PostDetail } from '../../types/content';

export default function PostShow({ post }: { post: PostDetail }) {
  const { t } = useTranslation();

  return (
    <article className="mx-auto max-w-3xl">
      <Head title={post.title} />
      <BackLink href={routes.blog.index()} label={t('blog.back')} />
      <header className="mb-10">
        <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900 dark:text-white">{post.title}</h1>
        <p className="mt-4 text-xl leading-8 text-gray-600 dark:text-gray-300">{post.excerpt}</p>
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-300">
          {t('common.by', { author: post.author ?? t('common.deletedAuthor') })}
        </p>
      </header>
      <HtmlContent html={post.bodyHtml} />
    </article>
  );
}
