import { Head } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { CameraPanel } from '../../../components/scanner/CameraPanel';
import { ConnectionStatus } from '../../../components/scanner/ConnectionStatus';
import { DoorConflicts } from '../../../components/scanner/DoorConflicts';
import { DoorBar } from '../../../components/scanner/DoorBar';
import { DoorFiguresPanel } from '../../../components/scanner/DoorFiguresPanel';
import { DoorPlace } from '../../../components/scanner/DoorPlace';
import { DoorStateBanner } from '../../../components/scanner/DoorStateBanner';
import { DoorTools } from '../../../components/scanner/DoorTools';
import { ManualEntryForm } from '../../../components/scanner/ManualEntryForm';
import { NameSearch } from '../../../components/scanner/NameSearch';
import { OfflineReadiness } from '../../../components/scanner/OfflineReadiness';
import { RecentScans } from '../../../components/scanner/RecentScans';
import { SyncReports } from '../../../components/scanner/SyncReports';
import { VerdictPanel } from '../../../components/scanner/VerdictPanel';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useDoorScanner } from '../../../hooks/use-door-scanner';
import { useKeyboardWedge } from '../../../hooks/use-keyboard-wedge';
import { useVerdictOverlay } from '../../../hooks/use-verdict-overlay';
import { formatRange } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { unlockAudioOnFirstUse } from '../../../lib/scanner/feedback';
import { preferences } from '../../../lib/scanner/preferences';
import type { PageProps } from '../../../../common/types/pages';

/** The door: camera, manual entry and a USB scanner all feed one check-in; verdicts, sound and live counters. */
export default function Scanner(props: PageProps['admin/event/Scanner']) {
  const { t } = useTranslation();
  const { event } = props;
  const [muted, setMuted] = useState(() => preferences.muted());
  const door = useDoorScanner(props, muted);
  const overlay = useVerdictOverlay(door.current, door.repeated);
  const submit = (code: string) => void door.submitScan(code);
  useKeyboardWedge(submit);
  useEffect(() => unlockAudioOnFirstUse(), []);

  function toggleMuted(next: boolean): void {
    preferences.setMuted(next);
    setMuted(next);
  }

  const title = t('scanner.title', { title: event.title });
  return (
    <>
      <Head title={title}>
        <link rel="manifest" href="/scanner.webmanifest" />
      </Head>
      <PageHeader
        compact
        title={title}
        description={[formatRange(event.startsAt, event.endsAt), event.locationName].filter(Boolean).join(' · ')}
      />
      {/* Before the work on every screen: a door that lets nobody in must be seen before the first scan. */}
      <DoorStateBanner state={door.doorState} />
      {/* On phones the work comes first (bar, camera, verdict); on wide screens the notices stay on top. */}
      <div className="flex flex-col">
        <DoorBar
          counters={door.counters}
          direction={door.place.direction}
          entrance={door.place.entrance}
          offline={door.offline}
          ended={door.accessEnded}
          pending={door.pending}
        />
        <div className="mt-4 grid gap-8 lg:mt-8 lg:grid-cols-2">
          <div>
            {/* Access ended: the camera goes off; a code typed or sent by a USB scanner still says why nothing is checked. */}
            {!door.accessEnded && <CameraPanel onCode={submit} />}
            <DoorTools
              manual={
                <ManualEntryForm
                  direction={door.place.direction}
                  onCode={(code) => void door.submitScan(code, { manual: true })}
                />
              }
              search={
                <NameSearch
                  eventId={event.id}
                  direction={door.place.direction}
                  onAdmit={door.admitTicket}
                  onAccessEnded={() => void door.endAccess()}
                />
              }
            />
          </div>
          <div>
            <VerdictPanel entry={door.current} repeated={door.repeated} overlay={overlay} />
            <CheckboxField
              className="lg:mt-4"
              label={t('scanner.mute')}
              checked={muted}
              onChange={(change) => toggleMuted(change.target.checked)}
            />
            <RecentScans entries={door.recent} />
          </div>
        </div>
        {/* Nothing here takes focus, so showing it first on wide screens keeps the keyboard order. */}
        <div className="mt-8 space-y-4 lg:order-first lg:mt-0 lg:mb-4">
          {props.volunteer !== null && <Notice>{t('scanner.volunteer', { name: props.volunteer })}</Notice>}
          <ConnectionStatus offline={door.offline} ended={door.accessEnded} pending={door.pending} />
          {!door.accessEnded && <OfflineReadiness doorListSize={door.doorListSize} />}
        </div>
        <div className="mt-8 space-y-4">
          <DoorFiguresPanel figures={door.figures} />
          <DoorPlace {...door.place} />
        </div>
      </div>
      <DoorConflicts conflicts={door.conflicts} />
      <SyncReports reports={door.reports} />
    </>
  );
}
