import { FactList } from '../ui/FactList';
import { useTranslation } from '../../lib/i18n';
import type { EventCounters } from '../../../common/types/tickets';

/** Issued, checked in, inside now and places left, read out when they change. */
export function EventCounterList({ counters }: { counters: EventCounters }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      <FactList
        facts={[
          {
            label: t('admin.event.issued'),
            value: counters.capacity === null ? counters.issued : `${counters.issued} / ${counters.capacity}`,
          },
          { label: t('admin.event.checkedIn'), value: counters.checkedIn },
          { label: t('admin.event.inside'), value: counters.inside },
          { label: t('admin.event.remaining'), value: counters.remaining ?? t('admin.event.unlimited') },
        ]}
      />
    </div>
  );
}
