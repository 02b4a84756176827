import { AdminIndex, type Column } from '../../../components/admin/AdminIndex';
import { AuditChanges } from '../../../components/audit/AuditChanges';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import { isAuditAction, isAuditSubjectType } from '../../../../common/audit';
import type { AuditEntryItem } from '../../../../common/types/audit';
import type { PageProps } from '../../../../common/types/pages';

export default function AuditIndex({ entries, filters, subjectTypes, actions }: PageProps['admin/audit/Index']) {
  const { t } = useTranslation();
  const actionLabel = (action: string) => (isAuditAction(action) ? t(`admin.auditLog.actions.${action}`) : action);
  const subjectLabel = (type: string) => (isAuditSubjectType(type) ? t(`admin.auditLog.subjects.${type}`) : type);
  const columns: Column<AuditEntryItem>[] = [
    {
      label: t('admin.auditLog.when'),
      sort: 'createdAt',
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
    },
    {
      label: t('admin.auditLog.actor'),
      cell: (entry) =>
        entry.actor ? (
          <span className="flex flex-col">
            <span className="font-medium">{entry.actor.name}</span>
            <span className="text-gray-600 dark:text-gray-300">{entry.actor.email}</span>
            {entry.clientAddress && (
              <span className="text-xs text-gray-600 dark:text-gray-300">
                {t('admin.auditLog.address', { address: entry.clientAddress })}
              </span>
            )}
          </span>
        ) : (
          <span className="text-gray-600 dark:text-gray-300">{t('admin.auditLog.nobody')}</span>
        ),
    },
    { label: t('admin.auditLog.action'), cell: (entry) => actionLabel(entry.action) },
    {
      label: t('admin.auditLog.subject'),
      cell: (entry) => (
        <span className="flex flex-col">
          <span>
            {subjectLabel(entry.subject.type)}
            {entry.subject.id !== null && ` #${entry.subject.id}`}
          </span>
          {entry.subject.label && <span className="font-medium">{entry.subject.label}</span>}
        </span>
      ),
    },
    { label: t('admin.auditLog.changes'), cell: (entry) => <AuditChanges changes={entry.changes} /> },
  ];
  const any = { value: '', label: t('admin.list.any') };
  return (
    <AdminIndex
      title={t('admin.auditLog.index')}
      url={routes.admin.audit.index()}
      list={entries}
      filters={filters}
      columns={columns}
      rowKey={(entry) => entry.id}
      filterControls={(values, update) => (
        <>
          <TextField
            label={t('admin.auditLog.actorFilter')}
            type="search"
            name="actor"
            value={String(values.actor ?? '')}
            onChange={(event) => update('actor', event.target.value, true)}
          />
          <SelectField
            label={t('admin.auditLog.subjectType')}
            name="subject"
            value={String(values.subject ?? '')}
            options={[any, ...subjectTypes.map((type) => ({ value: type, label: subjectLabel(type) }))]}
            onChange={(event) => update('subject', event.target.value)}
          />
          <SelectField
            label={t('admin.auditLog.action')}
            name="action"
            value={String(values.action ?? '')}
            options={[any, ...actions.map((action) => ({ value: action, label: actionLabel(action) }))]}
            onChange={(event) => update('action', event.target.value)}
          />
          <TextField
            label={t('admin.auditLog.from')}
            type="date"
            name="from"
            value={String(values.from ?? '')}
            onChange={(event) => update('from', event.target.value)}
          />
          <TextField
            label={t('admin.auditLog.to')}
            type="date"
            name="to"
            value={String(values.to ?? '')}
            onChange={(event) => update('to', event.target.value)}
          />
        </>
      )}
    />
  );
}
