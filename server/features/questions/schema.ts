import { z } from 'zod';
import {
  MAX_OPTION_LENGTH,
  MAX_OPTIONS,
  MAX_QUESTION_LABEL,
  QUESTION_KINDS,
  type QuestionKind,
} from '../../../common/questions.js';
import { multilineText } from '../../http/showable-text.js';

const label = z
  .string({ error: 'Write the question.' })
  .trim()
  .min(1, { error: 'Write the question.' })
  .max(MAX_QUESTION_LABEL, { error: `A question may not be longer than ${MAX_QUESTION_LABEL} characters.` });

/** The choices, one per line as the form's text area sends them: trimmed, blank lines and repeats dropped. */
const options = multilineText(
  z
    .string({ error: 'Write the choices, one per line.' })
    .max(MAX_OPTIONS * (MAX_OPTION_LENGTH + 2), { error: 'There are too many choices.' })
    .default('')
    .transform((text) => [...new Set(text.split(/\r?\n/).map((line) => line.trim()))].filter(Boolean)),
);

const fields = {
  label,
  required: z.boolean({ error: 'Say whether an answer is required.' }).default(false),
  options,
};

/** Choice questions need at least two choices, each short enough for a radio button. */
function checkOptions(input: { options: string[] }, kind: QuestionKind, context: z.RefinementCtx) {
  const choice = kind === 'single_choice' || kind === 'multiple_choice';
  const message = !choice
    ? input.options.length > 0
      ? 'Only choice questions have choices: leave this empty.'
      : null
    : input.options.length < 2
      ? 'Give at least two choices, one per line.'
      : input.options.length > MAX_OPTIONS
        ? `Give at most ${MAX_OPTIONS} choices.`
        : input.options.some((option) => option.length > MAX_OPTION_LENGTH)
          ? `A choice may not be longer than ${MAX_OPTION_LENGTH} characters.`
          : null;
  if (message) context.addIssue({ code: 'custom', path: ['options'], message });
}

export const newQuestionSchema = z
  .strictObject({ ...fields, kind: z.enum(QUESTION_KINDS, { error: 'Choose what kind of answer to ask for.' }) })
  .superRefine((input, context) => checkOptions(input, input.kind, context));

export type NewQuestionInput = z.infer<typeof newQuestionSchema>;

/** An edit keeps the question's kind: answers already given must keep their meaning. */
export const questionEditSchema = (kind: QuestionKind) =>
  z.strictObject(fields).superRefine((input, context) => checkOptions(input, kind, context));

export type QuestionEditInput = z.infer<ReturnType<typeof questionEditSchema>>;

export const moveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { error: 'Move the question up or down.' }),
});
