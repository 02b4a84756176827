import { answerText, type AnswerValue, type EventQuestion } from '../../../common/questions';
import type { Translate } from '../../lib/i18n';

/** An answer as the page shows it: a yes or no in the reader's words, choices joined; empty when unanswered. */
export function shownAnswer(question: EventQuestion, answer: AnswerValue | undefined, t: Translate): string {
  if (question.kind === 'yes_no' && (answer === 'yes' || answer === 'no')) return t(`questions.${answer}`);
  return answerText(answer);
}
