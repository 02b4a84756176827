import { useTranslation } from '../lib/i18n';

export function PlacesLeft({ capacity, remaining }: { capacity: number | null; remaining: number | null }) {
  const { t } = useTranslation();
  if (capacity === null || remaining === null) return <>{t('common.unlimited')}</>;
  if (remaining <= 0) return <>{t('common.full')}</>;
  return <>{t('common.placesLeft', { remaining, capacity })}</>;
}
