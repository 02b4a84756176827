import type { AuditChange, AuditValue } from '../../../common/types/audit';
import { useTranslation } from '../../lib/i18n';

function shown(value: AuditValue | undefined, unset: string): string {
  if (value === undefined || value === null || value === '') return unset;
  if (Array.isArray(value)) return value.length ? value.map((item) => shown(item, unset)).join(', ') : unset;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An entry's fields, folded away until asked for: each as "field: old → new". */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0)
    return <span className="text-gray-600 dark:text-gray-300">{t('admin.auditLog.noChanges')}</span>;
  const unset = t('admin.auditLog.unset');
  return (
    <details>
      <summary className="cursor-pointer font-medium text-indigo-700 hover:underline dark:text-indigo-300">
        {t('admin.auditLog.showChanges', { count: changes.length })}
      </summary>
      <dl className="mt-2 grid gap-2">
        {changes.map((change) => (
          <div key={change.field}>
            <dt className="font-mono text-xs font-semibold text-gray-700 dark:text-gray-300">{change.field}</dt>
            {/* relative: keeps the screen-reader text inside the list's box at 390 px. */}
            <dd className="relative break-words">
              <span className="line-through decoration-gray-500">{shown(change.before, unset)}</span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> {t('admin.auditLog.becomes')} </span>
              <span className="font-medium">{shown(change.after, unset)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
