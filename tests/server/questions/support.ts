// Questions written straight to the database for the tests that answer them.
import type { QuestionKind } from '../../../common/questions.js';
import type { Database } from '../../../server/db.js';

export async function addQuestion(
  db: Database,
  eventId: number,
  question: { label: string; kind: QuestionKind; required?: boolean; options?: string[] },
) {
  const count = await db.eventQuestion.count({ where: { eventId } });
  return db.eventQuestion.create({
    data: {
      eventId,
      position: count + 1,
      label: question.label,
      kind: question.kind,
      required: question.required ?? false,
      options: JSON.stringify(question.options ?? []),
    },
  });
}
