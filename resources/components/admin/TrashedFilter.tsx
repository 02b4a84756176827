import { useTranslation } from '../../lib/i18n';
import { SelectField } from '../ui/SelectField';

/**
 * The `trashed` filter of an admin list of soft-deleted records (server: `TRASHED_FILTER`), for
 * AdminIndex's filterControls: `<TrashedFilter value={values.trashed} onChange={(v) => update('trashed', v)} />`.
 */
export function TrashedFilter({
  value,
  onChange,
}: {
  value: string | number | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('admin.trashed.filter')}
      name="trashed"
      value={String(value ?? '')}
      options={[
        { value: '', label: t('admin.trashed.without') },
        { value: 'with', label: t('admin.trashed.with') },
        { value: 'only', label: t('admin.trashed.only') },
      ]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
