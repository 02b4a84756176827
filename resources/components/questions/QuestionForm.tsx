import { router, useForm } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { isChoiceKind, QUESTION_KINDS, type EventQuestion, type QuestionKind } from '../../../common/questions';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { DeleteButton } from '../admin/DeleteButton';
import { Button } from '../ui/Button';
import { SubmitButton } from '../ui/SubmitButton';
import { CheckboxField } from '../ui/CheckboxField';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';

interface QuestionFormProps {
  eventId: number;
  /** The question to edit; absent for the form that adds one. */
  question?: EventQuestion;
  /** Where it stands in the list, for "Move up" and "Move down". */
  position?: { first: boolean; last: boolean };
}

/** Adds a question, or edits one (its kind stays: answers already given must keep their meaning). */
export function QuestionForm({ eventId, question, position }: QuestionFormProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<QuestionKind>(question?.kind ?? 'short_text');
  const form = useForm({
    label: question?.label ?? '',
    required: question?.required ?? false,
    options: question?.options.join('\n') ?? '',
  });
  const errorBag = question ? `question-${question.id}` : 'new-question';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const options = { errorBag, preserveScroll: true };
    if (question) form.put(routes.admin.events.question(eventId, question.id), options);
    else {
      form.transform((data) => ({ ...data, kind }));
      form.post(routes.admin.events.questions(eventId), { ...options, onSuccess: () => form.reset() });
    }
  };
  const move = (direction: 'up' | 'down') =>
    question &&
    router.post(routes.admin.events.questionMove(eventId, question.id), { direction }, { preserveScroll: true });
  const kindOptions = QUESTION_KINDS.map((value) => ({ value, label: t(`admin.questions.kinds.${value}`) }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('admin.questions.label')}
        name="label"
        value={form.data.label}
        onChange={(event) => form.setData('label', event.target.value)}
        error={form.errors.label}
        disabled={form.processing}
        maxLength={200}
      />
      {question ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('admin.questions.kindIs', { kind: t(`admin.questions.kinds.${question.kind}`) })}
        </p>
      ) : (
        <SelectField
          label={t('admin.questions.kind')}
          name="kind"
          value={kind}
          options={kindOptions}
          onChange={(event) => setKind(event.target.value as QuestionKind)}
          disabled={form.processing}
        />
      )}
      {isChoiceKind(kind) && (
        <TextAreaField
          label={t('admin.questions.options')}
          hint={t('admin.questions.optionsHint')}
          name="options"
          rows={4}
          value={form.data.options}
          onChange={(event) => form.setData('options', event.target.value)}
          error={form.errors.options}
          disabled={form.processing}
        />
      )}
      <CheckboxField
        label={t('admin.questions.required')}
        name="required"
        checked={form.data.required}
        onChange={(event) => form.setData('required', event.target.checked)}
        disabled={form.processing}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton form={form}>{question ? t('admin.form.save') : t('admin.questions.add')}</SubmitButton>
        {question && position && (
          <>
            <MoveButton
              arrow="↑"
              label={t('admin.questions.moveUp')}
              disabled={position.first}
              onClick={() => move('up')}
            />
            <MoveButton
              arrow="↓"
              label={t('admin.questions.moveDown')}
              disabled={position.last}
              onClick={() => move('down')}
            />
            <DeleteButton
              url={routes.admin.events.question(eventId, question.id)}
              name={question.label}
              confirmation={t('admin.questions.confirmRemove', { label: question.label })}
            />
          </>
        )}
      </div>
    </form>
  );
}

/** "Move up" or "Move down": the arrow alone below `sm`, so a question's buttons keep to one row on a phone. */
function MoveButton({
  arrow,
  label,
  ...props
}: {
  arrow: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" className="max-sm:px-3" {...props}>
      <span aria-hidden="true">{arrow}</span>
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}
