import { useTranslation } from '../../lib/i18n';
import type { EventStatus } from '../../../common/types/event-admin';
import { Badge } from '../admin/Badge';

const TONES = { draft: 'neutral', published: 'info', cancelled: 'warning' } as const;

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`admin.event.statuses.${status}`)}</Badge>;
}
