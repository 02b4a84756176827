import { Link } from '@inertiajs/react';
import { useTranslation } from '../lib/i18n';
import type { TagRef } from '../../common/types/content';

/**
 * A post's or an event's tags, each leading to everything else with that tag. Raised above a card's
 * whole-card link, so each tag is its own tab stop and click target.
 */
export function TagList({
  tags,
  hrefFor,
  className = '',
}: {
  tags: readonly TagRef[];
  hrefFor: (slug: string) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('tags.label')} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            href={hrefFor(tag.slug)}
            className="relative z-10 inline-block rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 hover:underline dark:bg-indigo-950 dark:text-indigo-200"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
