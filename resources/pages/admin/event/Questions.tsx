import { Head } from '@inertiajs/react';
import { AdminSection } from '../../../components/admin/AdminSection';
import { QuestionForm } from '../../../components/questions/QuestionForm';
import { BackLink } from '../../../components/ui/BackLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

const CARD = 'rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900';

/** What taking a ticket for the event asks (SPEC §13): the questions in order, each editable, and one to add. */
export default function EventQuestions({ event, questions }: PageProps['admin/event/Questions']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('admin.questions.title', { event: event.title })} />
      <BackLink href={routes.admin.events.record(event.id)} label={t('admin.questions.back')} />
      <PageHeader title={t('admin.questions.title', { event: event.title })} description={t('admin.questions.intro')} />
      {questions.length === 0 ? (
        <EmptyState message={t('admin.questions.empty')} />
      ) : (
        <ol className="space-y-6" aria-label={t('admin.questions.listLabel')}>
          {questions.map((question, index) => (
            <li key={question.id} className={CARD}>
              <QuestionForm
                eventId={event.id}
                question={question}
                position={{ first: index === 0, last: index === questions.length - 1 }}
              />
            </li>
          ))}
        </ol>
      )}
      <AdminSection title={t('admin.questions.addHeading')}>
        <div className={CARD}>
          <QuestionForm eventId={event.id} />
        </div>
      </AdminSection>
    </>
  );
}
