import { formatRange } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { ScannerEvent } from '../../../common/types/scanner';
import { AdminSection } from '../admin/AdminSection';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';

/** Today's and upcoming events on the admin home, each opening its scanner: how door staff get to the door. */
export function DoorEventList({ events }: { events: ScannerEvent[] }) {
  const { t } = useTranslation();
  return (
    // The sidebar's "Scan tickets" entry (routes.admin.door) leads to this anchor.
    <div id="door">
      <AdminSection title={t('admin.door.heading')}>
        <p className="mb-4 text-gray-600 dark:text-gray-300">{t('admin.door.intro')}</p>
        <CardGrid
          items={events}
          itemKey={(event) => event.id}
          empty={t('admin.door.empty')}
          renderItem={(event) => (
            <Card
              href={routes.admin.events.scanner(event.id)}
              title={t('admin.door.scanEvent', { title: event.title })}
              meta={[formatRange(event.startsAt, event.endsAt), event.locationName].filter(Boolean).join(' · ')}
            />
          )}
        />
      </AdminSection>
    </div>
  );
}
