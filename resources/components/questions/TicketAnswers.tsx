import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { TicketAnswers as Answers } from '../../../common/questions';
import type { TicketAnswerForm } from '../../../common/types/member-tickets';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { SubmitButton } from '../ui/SubmitButton';
import { FactList } from '../ui/FactList';
import { AnswerFields } from './AnswerFields';
import { shownAnswer } from './shown-answer';

/** The ticket's answers to its event's questions: a form until the event starts, then a plain list. */
export function TicketAnswers({ ticketId, form: answerForm }: { ticketId: number; form: TicketAnswerForm }) {
  const { t } = useTranslation();
  const form = useForm<{ answers: Answers }>({ answers: answerForm.answers });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.put(routes.tickets.answers(ticketId), { preserveScroll: true });
  };
  return (
    <section
      aria-labelledby="ticket-answers"
      className="mt-6 rounded-2xl border border-gray-200 bg-white p-6 text-gray-900 print:hidden dark:border-gray-800 dark:bg-gray-900 dark:text-white"
    >
      <h2 id="ticket-answers" className="mb-4 text-lg font-semibold">
        {t('questions.yourAnswers')}
      </h2>
      {answerForm.editable ? (
        <form onSubmit={submit} noValidate className="space-y-5">
          <AnswerFields
            questions={answerForm.questions}
            answers={form.data.answers}
            onChange={(id, value) => form.setData('answers', { ...form.data.answers, [String(id)]: value })}
            errors={form.errors as Partial<Record<string, string>>}
            disabled={form.processing}
          />
          <SubmitButton form={form}>{t('questions.saveAnswers')}</SubmitButton>
        </form>
      ) : (
        <>
          <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('questions.locked')}</p>
          <FactList
            facts={answerForm.questions.map((question) => ({
              label: question.label,
              value: shownAnswer(question, answerForm.answers[String(question.id)], t) || t('questions.unanswered'),
            }))}
          />
        </>
      )}
    </section>
  );
}
