import { Link } from '@inertiajs/react';
import { useTranslation } from '../../lib/i18n';
import { buttonClasses } from '../ui/Button';
import { DeleteButton } from './DeleteButton';

/** Edit (and, for records that may go, delete) buttons under a show page's heading. */
export function RecordActions({ editHref, deleteUrl, name }: { editHref: string; deleteUrl?: string; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Link href={editHref} className={buttonClasses()}>
        {t('admin.form.edit')}
      </Link>
      {deleteUrl && <DeleteButton url={deleteUrl} name={name} />}
    </div>
  );
}
