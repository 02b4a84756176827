import {
  MAX_LONG_ANSWER,
  MAX_SHORT_ANSWER,
  type AnswerValue,
  type EventQuestion,
  type TicketAnswers,
} from '../../../common/questions';
import { useTranslation } from '../../lib/i18n';
import { CheckboxField } from '../ui/CheckboxField';
import { InputError } from '../ui/InputError';
import { RadioGroupField } from '../ui/RadioGroupField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';

interface AnswerFieldsProps {
  questions: EventQuestion[];
  answers: TicketAnswers;
  onChange: (questionId: number, value: AnswerValue) => void;
  /** The form's errors; each question's is under `answers.{id}`. */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
}

function AnswerField({
  question,
  value,
  onChange,
  error,
  disabled,
}: {
  question: EventQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const label = question.required ? t('questions.requiredLabel', { label: question.label }) : question.label;
  const text = typeof value === 'string' ? value : '';
  const name = `answers.${question.id}`;
  switch (question.kind) {
    case 'short_text':
      return (
        <TextField
          label={label}
          name={name}
          value={text}
          error={error}
          disabled={disabled}
          maxLength={MAX_SHORT_ANSWER}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'long_text':
      return (
        <TextAreaField
          label={label}
          name={name}
          value={text}
          error={error}
          disabled={disabled}
          rows={3}
          maxLength={MAX_LONG_ANSWER}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'yes_no':
    case 'single_choice': {
      const options =
        question.kind === 'yes_no'
          ? [
              { value: 'yes', label: t('questions.yes') },
              { value: 'no', label: t('questions.no') },
            ]
          : question.options.map((option) => ({ value: option, label: option }));
      return (
        <RadioGroupField
          legend={label}
          name={name}
          options={options}
          value={text}
          onChange={onChange}
          error={error}
          disabled={disabled}
        />
      );
    }
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset>
          <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">{label}</legend>
          <div className="mt-2 space-y-2">
            {question.options.map((option) => (
              <CheckboxField
                key={option}
                label={option}
                name={name}
                value={option}
                disabled={disabled}
                checked={chosen.includes(option)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
                }
              />
            ))}
          </div>
          <InputError message={error} />
        </fieldset>
      );
    }
  }
}

/** The event's questions as form fields, each answered by the kind of control its kind asks for. */
export function AnswerFields({ questions, answers, onChange, errors, disabled }: AnswerFieldsProps) {
  return (
    <div className="space-y-5">
      {questions.map((question) => (
        <AnswerField
          key={question.id}
          question={question}
          value={answers[String(question.id)]}
          onChange={(value) => onChange(question.id, value)}
          error={errors[`answers.${question.id}`]}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
