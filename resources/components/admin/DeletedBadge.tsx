import { useTranslation } from '../../lib/i18n';
import { Badge } from './Badge';

/** Marks a soft-deleted record in an admin list (shown with the "With deleted"/"Only deleted" filter). */
export function DeletedBadge({ deletedAt }: { deletedAt: string | null }) {
  const { t } = useTranslation();
  return deletedAt ? <Badge tone="warning">{t('admin.trashed.badge')}</Badge> : null;
}
