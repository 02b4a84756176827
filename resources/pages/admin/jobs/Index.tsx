import { Head } from '@inertiajs/react';
import { FailedJobActions } from '../../../components/jobs/FailedJobActions';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import type { PageProps } from '../../../../common/types/pages';

/** The work that failed every attempt, newest first, each with its last error. */
export default function JobIndex({ failedJobs }: PageProps['admin/jobs/Index']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('admin.jobs.nav')} />
      <PageHeader title={t('admin.jobs.nav')} description={t('admin.jobs.intro')} />
      {failedJobs.length === 0 ? (
        <EmptyState message={t('admin.jobs.empty')} />
      ) : (
        <ul className="space-y-4">
          {failedJobs.map((job) => (
            <li
              key={job.id}
              className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
            >
              <h2 className="font-semibold text-gray-900 dark:text-gray-100">
                {job.name} <span className="font-normal text-gray-600 dark:text-gray-300">#{job.id}</span>
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-gray-600 dark:text-gray-300">{t('admin.jobs.failedAt')}</dt>
                <dd>
                  <time dateTime={job.failedAt}>{formatDateTime(job.failedAt)}</time>
                </dd>
                <dt className="text-gray-600 dark:text-gray-300">{t('admin.jobs.attempts')}</dt>
                <dd>{job.attempts}</dd>
                <dt className="text-gray-600 dark:text-gray-300">{t('admin.jobs.error')}</dt>
                <dd className="min-w-0">
                  <pre className="font-mono text-xs break-words whitespace-pre-wrap">{job.error}</pre>
                </dd>
              </dl>
              <div className="mt-4">
                <FailedJobActions id={job.id} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
