// Questions an event asks when a ticket is taken (SPEC §13), shared by the forms and the server.

export const QUESTION_KINDS = ['short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const MAX_QUESTIONS = 20;
export const MAX_QUESTION_LABEL = 200;
export const MAX_OPTIONS = 20;
export const MAX_OPTION_LENGTH = 100;
export const MAX_SHORT_ANSWER = 200;
export const MAX_LONG_ANSWER = 2000;

export interface EventQuestion {
  id: number;
  label: string;
  kind: QuestionKind;
  required: boolean;
  /** The choices, for single and multiple choice; empty otherwise. */
  options: string[];
}

/** One answer: text, `yes` or `no`, one choice, or the chosen choices. */
export type AnswerValue = string | string[];

/** A ticket's answers by question id (as a string: JSON object keys). */
export type TicketAnswers = Record<string, AnswerValue>;

export const isChoiceKind = (kind: QuestionKind) => kind === 'single_choice' || kind === 'multiple_choice';

/** An answer as one line of text, for the attendee list and the CSV export; empty when unanswered. */
export function answerText(answer: AnswerValue | undefined): string {
  if (answer === undefined) return '';
  return Array.isArray(answer) ? answer.join(', ') : answer;
}
