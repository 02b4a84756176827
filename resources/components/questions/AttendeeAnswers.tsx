import type { EventQuestion, TicketAnswers } from '../../../common/questions';
import { shownAnswer } from './shown-answer';
import { useTranslation } from '../../lib/i18n';

/** One attendee's answers in the attendee list: each question answered, in the event's order. */
export function AttendeeAnswers({
  questions,
  answers = {},
}: {
  questions: EventQuestion[];
  answers: TicketAnswers | undefined;
}) {
  const { t } = useTranslation();
  const given = questions
    .map((question) => ({
      id: question.id,
      label: question.label,
      text: shownAnswer(question, answers[String(question.id)], t),
    }))
    .filter((answer) => answer.text !== '');
  if (given.length === 0) return <span className="text-gray-600 dark:text-gray-300">{t('questions.unanswered')}</span>;
  return (
    <dl className="max-w-sm space-y-1 text-sm">
      {given.map((answer) => (
        <div key={answer.id}>
          <dt className="font-semibold">{answer.label}</dt>
          <dd className="whitespace-pre-line">{answer.text}</dd>
        </div>
      ))}
    </dl>
  );
}
