import type { PostState } from '../../../common/blog-posts';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { Badge } from './Badge';

const TONES = { draft: 'neutral', scheduled: 'warning', published: 'info' } as const;

/** Draft, published, or "Scheduled for {date}" so a post waiting for its time is never mistaken for either. */
export function PostStateBadge({ state, publishedAt }: { state: PostState; publishedAt: string | null }) {
  const { t } = useTranslation();
  const dated = state === 'scheduled' && publishedAt;
  const label = dated
    ? t('admin.post.scheduledFor', { date: formatDateTime(publishedAt) })
    : t(`admin.post.states.${state}`);
  return (
    <Badge tone={TONES[state]} long={Boolean(dated)}>
      {label}
    </Badge>
  );
}
