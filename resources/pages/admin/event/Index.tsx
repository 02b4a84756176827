import { Link } from '@inertiajs/react';
import { AdminIndex, type Column } from '../../../components/admin/AdminIndex';
import { EventStatusBadge } from '../../../components/event-admin/EventStatusBadge';
import { SelectField } from '../../../components/ui/SelectField';
import { TextLink } from '../../../components/ui/TextLink';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import { EVENT_STATUSES, type AdminEventSummary } from '../../../../common/types/event-admin';
import type { PageProps } from '../../../../common/types/pages';

export default function EventIndex({ events, filters, canScan }: PageProps['admin/event/Index']) {
  const { t } = useTranslation();
  const columns: Column<AdminEventSummary>[] = [
    {
      label: t('admin.event.title'),
      sort: 'title',
      cell: (event) => (
        <Link
          href={routes.admin.events.record(event.id)}
          className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {event.title}
        </Link>
      ),
    },
    { label: t('admin.event.startsAt'), sort: 'startsAt', cell: (event) => formatDateTime(event.startsAt) },
    { label: t('admin.event.location'), cell: (event) => event.location ?? t('admin.event.noLocation') },
    { label: t('admin.event.ticketsTaken'), cell: (event) => event.ticketsTaken },
    { label: t('admin.event.remaining'), cell: (event) => placesLeft(event) },
    { label: t('admin.event.status'), sort: 'status', cell: (event) => <EventStatusBadge status={event.status} /> },
    {
      label: t('admin.list.actions'),
      cell: (event) => (
        <span className="flex flex-wrap gap-3">
          <RowAction href={routes.admin.events.record(event.id)} label={t('admin.event.view')} name={event.title} />
          <RowAction href={routes.admin.events.edit(event.id)} label={t('admin.form.edit')} name={event.title} />
          {canScan && (
            <RowAction
              href={routes.admin.events.scanner(event.id)}
              label={t('admin.event.scanner')}
              name={event.title}
            />
          )}
        </span>
      ),
    },
  ];
  const placesLeft = (event: AdminEventSummary) =>
    event.placesLeft === null ? t('admin.event.unlimited') : event.placesLeft;
  const any = { value: '', label: t('admin.list.any') };
  return (
    <AdminIndex
      title={t('admin.event.index')}
      url={routes.admin.events.index()}
      list={events}
      filters={filters}
      columns={columns}
      rowKey={(event) => event.id}
      create={{ href: routes.admin.events.index(), label: t('admin.event.create'), method: 'post' }}
      filterControls={(values, update) => (
        <>
          <SelectField
            label={t('admin.event.status')}
            name="status"
            value={String(values.status ?? '')}
            options={[
              any,
              ...EVENT_STATUSES.map((status) => ({ value: status, label: t(`admin.event.statuses.${status}`) })),
            ]}
            onChange={(event) => update('status', event.target.value)}
          />
          <SelectField
            label={t('admin.event.when')}
            name="when"
            value={String(values.when ?? '')}
            options={[
              any,
              { value: 'upcoming', label: t('admin.event.upcoming') },
              { value: 'past', label: t('admin.event.past') },
            ]}
            onChange={(event) => update('when', event.target.value)}
          />
        </>
      )}
    />
  );
}

/** A row's action link; the event's title, hidden on screen, tells screen readers which row it acts on. */
function RowAction({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <TextLink href={href}>
      {label}
      <span className="sr-only">: {name}</span>
    </TextLink>
  );
}
