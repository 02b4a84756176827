import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { EventQuestion, TicketAnswers } from '../../../common/questions';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { SubmitButton } from '../ui/SubmitButton';
import { AnswerFields } from './AnswerFields';

interface TakeTicketFormProps {
  slug: string;
  questions: EventQuestion[];
  /** The child the guardian takes the ticket for; absent for the member's own ticket. */
  holder?: { id: number; name: string };
}

/** Taking a ticket: the event's questions first (when it asks any), then the button. */
export function TakeTicketForm({ slug, questions, holder }: TakeTicketFormProps) {
  const { t } = useTranslation();
  const form = useForm<{ answers: TicketAnswers; holder?: number }>({
    answers: {},
    ...(holder ? { holder: holder.id } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(routes.events.takeTicket(slug), { preserveScroll: true });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {questions.length > 0 && (
        <AnswerFields
          questions={questions}
          answers={form.data.answers}
          onChange={(id, value) => form.setData('answers', { ...form.data.answers, [String(id)]: value })}
          errors={form.errors as Partial<Record<string, string>>}
          disabled={form.processing}
        />
      )}
      <SubmitButton form={form}>
        {holder ? t('events.ticket.takeFor', { name: holder.name }) : t('events.ticket.take')}
      </SubmitButton>
    </form>
  );
}
