import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import { AdminList, type Column } from '../../../components/admin/AdminList';
import { AdminSection } from '../../../components/admin/AdminSection';
import { Badge } from '../../../components/admin/Badge';
import { AttendeeCareDetails } from '../../../components/event-admin/AttendeeCareDetails';
import { AttendeeAnswers } from '../../../components/questions/AttendeeAnswers';
import { EventCounterList } from '../../../components/event-admin/EventCounterList';
import { EventStatusBadge } from '../../../components/event-admin/EventStatusBadge';
import { CancelTicketButton } from '../../../components/event-admin/CancelTicketButton';
import { ResendTicketButton } from '../../../components/event-admin/ResendTicketButton';
import { UndoCheckInButton } from '../../../components/event-admin/UndoCheckInButton';
import { EventMessageForm } from '../../../components/messages/EventMessageForm';
import { DoorInvitations } from '../../../components/event-admin/DoorInvitations';
import { WaitingListQueue } from '../../../components/event-admin/WaitingListQueue';
import { EventMessageList } from '../../../components/messages/EventMessageList';
import { BackLink } from '../../../components/ui/BackLink';
import { buttonClasses } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { useLiveEventPage } from '../../../hooks/use-live-event-page';
import { formatDateTime, formatRange } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { AttendeeRow } from '../../../../common/types/event-admin';
import type { ListFilters } from '../../../../common/types/list';
import type { PageProps } from '../../../../common/types/pages';

/** The export (and showing care details) keeps the list's search, filter and order. */
function listQuery(filters: ListFilters, care = false): string {
  const params = new URLSearchParams();
  for (const name of ['search', 'checkedIn', 'inside', 'sort', 'direction'] as const) {
    if (filters[name]) params.set(name, String(filters[name]));
  }
  if (care) params.set('care', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

export default function EventShow({
  event,
  counters: initialCounters,
  attendees,
  filters,
  questions,
  answers,
  canScan,
  messages,
  care,
  doorInvitations,
  newDoorInvitation,
  waitingList,
}: PageProps['admin/event/Show']) {
  const { t } = useTranslation();
  const [exportCare, setExportCare] = useState(false);
  const { counters, rows } = useLiveEventPage(event.id, { counters: initialCounters, rows: attendees.data });
  // Read once: a ticket of an event that is over can no longer be cancelled (the server says so too).
  const [over] = useState(() => new Date(event.endsAt).getTime() <= Date.now());
  const columns: Column<AttendeeRow>[] = [
    {
      label: t('admin.event.name'),
      sort: 'name',
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          {row.name}
          {row.minor && <Badge tone="warning">{t('admin.event.minor')}</Badge>}
        </span>
      ),
    },
    { label: t('admin.event.email'), sort: 'email', cell: (row) => row.email },
    {
      label: t('admin.event.ticket'),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-3">
          <Badge tone={row.status === 'active' ? 'info' : 'neutral'}>
            {t(`admin.event.ticketStatuses.${row.status}`)}
          </Badge>
          {row.status === 'active' && !over && (
            <ResendTicketButton eventId={event.id} ticketId={row.ticketId} name={row.name} />
          )}
          {row.status === 'active' && !row.checkedInAt && !over && (
            <CancelTicketButton eventId={event.id} ticketId={row.ticketId} name={row.name} />
          )}
        </span>
      ),
    },
    {
      label: t('admin.event.checkedInAt'),
      sort: 'checkedInAt',
      cell: (row) =>
        row.checkedInAt ? (
          <span className="flex flex-wrap items-center gap-3">
            <span>
              {formatDateTime(row.checkedInAt)}
              {row.checkedInBy && (
                <span className="block text-xs text-gray-600 dark:text-gray-300">
                  {t('admin.event.checkedInBy', { name: row.checkedInBy })}
                </span>
              )}
            </span>
            <UndoCheckInButton eventId={event.id} ticketId={row.ticketId} name={row.name} />
          </span>
        ) : (
          t('admin.event.notCheckedIn')
        ),
    },
    {
      label: t('admin.event.presence'),
      cell: (row) =>
        row.inside ? <Badge tone="info">{t('admin.event.insideNow')}</Badge> : t('admin.event.notInside'),
    },
  ];
  if (questions.length > 0) {
    columns.push({
      label: t('admin.event.answers'),
      cell: (row) => <AttendeeAnswers questions={questions} answers={answers[row.ticketId]} />,
    });
  }
  if (care.state === 'shown') {
    columns.push({
      label: t('admin.event.care.heading'),
      cell: (row) => <AttendeeCareDetails care={care.byTicket[row.ticketId]} />,
    });
  }
  return (
    <>
      <Head title={event.title} />
      <BackLink href={routes.admin.events.index()} label={t('admin.form.back')} />
      <PageHeader
        title={event.title}
        description={[formatRange(event.startsAt, event.endsAt), event.location].filter(Boolean).join(' · ')}
      >
        <div className="mt-3">
          <EventStatusBadge status={event.status} />
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={routes.admin.events.edit(event.id)} className={buttonClasses()}>
            {t('admin.form.edit')}
          </Link>
          <Link href={routes.admin.events.questions(event.id)} className={buttonClasses('secondary')}>
            {t('admin.event.questions')}
          </Link>
          <Link href={routes.admin.events.series(event.id)} className={buttonClasses('secondary')}>
            {t('admin.event.series')}
          </Link>
          {canScan && (
            <Link href={routes.admin.events.scanner(event.id)} className={buttonClasses('secondary')}>
              {t('admin.event.scanner')}
            </Link>
          )}
          {event.status !== 'draft' && (
            <Link href={routes.events.show(event.slug)} className={buttonClasses('secondary')}>
              {t('admin.event.viewPublic')}
            </Link>
          )}
        </div>
      </PageHeader>
      {event.status === 'cancelled' && <Notice tone="warning">{t('admin.event.cancelledNotice')}</Notice>}
      {event.status === 'draft' && <Notice>{t('admin.event.draftNotice')}</Notice>}
      <div className="mt-6">
        <EventCounterList counters={counters} />
      </div>
      {counters.inside > 0 && new Date(event.endsAt) <= new Date() && (
        <Notice tone="warning">
          {t('admin.event.stillInside', { count: counters.inside })}{' '}
          <Link
            href={`${routes.admin.events.record(event.id)}?inside=yes`}
            preserveScroll
            className="font-semibold underline"
          >
            {t('admin.event.showStillInside')}
          </Link>
        </Notice>
      )}
      <AdminSection title={t('admin.event.attendees')}>
        <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          {/* With care information the link is a page visit, not a download: it may ask for the password first. */}
          <a
            href={routes.admin.events.attendeesCsv(event.id, listQuery(filters, exportCare))}
            download={exportCare ? undefined : true}
            className={buttonClasses('secondary')}
          >
            {t(exportCare ? 'admin.event.care.exportWithCare' : 'admin.event.exportCsv')}
          </a>
          {care.state !== 'hidden' && (
            <CheckboxField
              label={t('admin.event.care.includeInExport')}
              name="exportCare"
              checked={exportCare}
              onChange={(changed) => setExportCare(changed.target.checked)}
            />
          )}
        </div>
        <div className="mb-6">
          {care.state === 'hidden' ? (
            <Notice>{t('admin.event.care.hidden', { days: care.days })}</Notice>
          ) : (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Link
                href={routes.admin.events.record(event.id) + listQuery(filters, care.state === 'available')}
                preserveScroll
                className={buttonClasses('secondary')}
              >
                {t(care.state === 'shown' ? 'admin.event.care.hide' : 'admin.event.care.show')}
              </Link>
              <p className="text-sm text-gray-600 dark:text-gray-300">{t('admin.event.care.audited')}</p>
            </div>
          )}
        </div>
        <AdminList
          label={t('admin.event.attendees')}
          url={routes.admin.events.record(event.id)}
          list={{ ...attendees, data: rows }}
          filters={filters}
          columns={columns}
          rowKey={(row) => row.ticketId}
          filterControls={(values, update) => (
            <>
              <SelectField
                label={t('admin.event.checkedIn')}
                name="checkedIn"
                value={String(values.checkedIn ?? '')}
                options={[
                  { value: '', label: t('admin.list.any') },
                  { value: 'yes', label: t('admin.event.checkedInYes') },
                  { value: 'no', label: t('admin.event.checkedInNo') },
                ]}
                onChange={(changed) => update('checkedIn', changed.target.value)}
              />
              <SelectField
                label={t('admin.event.inside')}
                name="inside"
                value={String(values.inside ?? '')}
                options={[
                  { value: '', label: t('admin.list.any') },
                  { value: 'yes', label: t('admin.event.insideYes') },
                  { value: 'no', label: t('admin.event.insideNo') },
                ]}
                onChange={(changed) => update('inside', changed.target.value)}
              />
            </>
          )}
        />
      </AdminSection>
      <AdminSection title={t('admin.waiting.title')} anchor="waiting-list">
        <WaitingListQueue eventId={event.id} rows={waitingList} />
      </AdminSection>
      <AdminSection title={t('admin.messages.title')}>
        <p className="mb-6 max-w-3xl text-sm text-gray-600 dark:text-gray-300">{t('admin.messages.intro')}</p>
        <EventMessageList eventId={event.id} messages={messages} />
        <div className="mt-8">
          <EventMessageForm eventId={event.id} />
        </div>
      </AdminSection>
      <AdminSection title={t('admin.doorInvitations.title')}>
        <DoorInvitations event={event} invitations={doorInvitations} created={newDoorInvitation} />
      </AdminSection>
    </>
  );
}
