import { z } from 'zod';
import {
  MAX_LONG_ANSWER,
  MAX_SHORT_ANSWER,
  type AnswerValue,
  type EventQuestion,
  type TicketAnswers,
} from '../../../common/questions.js';
import type { ValidationErrors } from '../../../common/types/shared.js';
import { hasUnshowableCharacter, multilineText, UNSHOWABLE_MESSAGE } from '../../http/showable-text.js';
import { ValidationFailed } from '../../http/validation.js';

/**
 * What a form may send as answers, before each is checked against its question. A long text answer is a
 * text area, so line breaks pass the form's check; checkedAnswer refuses them in every other answer.
 */
export const answersField = multilineText(
  z
    .record(z.string(), z.union([z.string(), z.array(z.string()).max(100)]), {
      error: 'The answers could not be read.',
    })
    .default({}),
);

const REQUIRED = 'This question needs an answer.';

/** One answer checked against its question: the value to store, nothing (unanswered) or an error message. */
function checkedAnswer(question: EventQuestion, raw: AnswerValue | undefined): { value?: AnswerValue; error?: string } {
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const text = values.map((value) => value.trim()).filter(Boolean);
  if (text.length === 0) return question.required ? { error: REQUIRED } : {};
  switch (question.kind) {
    case 'short_text':
    case 'long_text': {
      const long = question.kind === 'long_text';
      const limit = long ? MAX_LONG_ANSWER : MAX_SHORT_ANSWER;
      if (values.length !== 1) return { error: 'Write one answer.' };
      const answer = text[0]!;
      if (answer.length > limit) return { error: `An answer may not be longer than ${limit} characters.` };
      if (hasUnshowableCharacter(answer, long)) return { error: UNSHOWABLE_MESSAGE };
      return { value: answer };
    }
    case 'yes_no':
      return values.length === 1 && (text[0] === 'yes' || text[0] === 'no')
        ? { value: text[0] }
        : { error: 'Answer yes or no.' };
    case 'single_choice':
      return values.length === 1 && question.options.includes(text[0]!)
        ? { value: text[0]! }
        : { error: 'Choose one of the answers given.' };
    case 'multiple_choice': {
      const chosen = [...new Set(text)];
      if (chosen.some((option) => !question.options.includes(option)))
        return { error: 'Choose among the answers given.' };
      // Stored in the question's order, whatever order the boxes were ticked in.
      return { value: question.options.filter((option) => chosen.includes(option)) };
    }
  }
}

/**
 * The answers to store for these questions, or ValidationFailed with an error under `answers.{id}` for
 * each question answered wrongly or required and left empty. Answers to questions the event does not
 * (or no longer) ask are dropped.
 */
export function checkedAnswers(questions: readonly EventQuestion[], input: TicketAnswers): TicketAnswers {
  const answers: TicketAnswers = {};
  const errors: ValidationErrors = {};
  for (const question of questions) {
    const key = String(question.id);
    const { value, error } = checkedAnswer(question, Object.hasOwn(input, key) ? input[key] : undefined);
    if (error) errors[`answers.${key}`] = error;
    else if (value !== undefined) answers[key] = value;
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return answers;
}

/** A ticket's stored answers (JSON); anything unreadable counts as unanswered. */
export function storedAnswers(json: string): TicketAnswers {
  try {
    const parsed: unknown = JSON.parse(json);
    const result = answersField.safeParse(parsed);
    return result.success ? result.data : {};
  } catch {
    return {};
  }
}

/** The answers given, each beside its question's text, in the event's order (for a member's data export). */
export function labelledAnswers(
  questions: readonly { id: number; label: string }[],
  answers: TicketAnswers,
): { question: string; answer: AnswerValue }[] {
  return questions.flatMap(({ id, label }) => {
    const answer = answers[String(id)];
    return answer === undefined ? [] : [{ question: label, answer }];
  });
}
