import type { AppContext } from '../../context.js';
import { movedOrder } from '../../../common/reorder.js';
import type { EventQuestion } from '../../../common/questions.js';
import type { Database, Prisma } from '../../db.js';
import { RecordNotFound } from '../../domain-errors.js';
import { ValidationFailed } from '../../http/validation.js';
import { MAX_QUESTIONS } from '../../../common/questions.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import type { NewQuestionInput, QuestionEditInput } from './schema.js';

type Client = Database | Prisma.TransactionClient;

const questionSelect = { id: true, label: true, kind: true, required: true, options: true } as const;

type QuestionRow = Prisma.EventQuestionGetPayload<{ select: typeof questionSelect }>;

const presentQuestion = (row: QuestionRow): EventQuestion => ({
  ...row,
  options: JSON.parse(row.options) as string[],
});

/** The event's questions in the order they are asked. */
export async function eventQuestions({ db }: { db: Client }, eventId: number): Promise<EventQuestion[]> {
  const rows = await db.eventQuestion.findMany({
    where: { eventId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: questionSelect,
  });
  return rows.map(presentQuestion);
}

interface QuestionChange {
  actor: AuditActor;
  event: { id: number; title: string };
}

const auditSubject = (event: QuestionChange['event']) => ({ type: 'event' as const, id: event.id, label: event.title });

const auditFields = (question: Omit<EventQuestion, 'id'>) => ({
  question: question.label,
  kind: question.kind,
  required: question.required,
  options: question.options,
});

export async function questionOf(
  { db }: Pick<AppContext, 'db'>,
  { eventId, questionId }: { eventId: number; questionId: number },
): Promise<EventQuestion> {
  const row = await db.eventQuestion.findFirst({ where: { id: questionId, eventId }, select: questionSelect });
  if (!row) throw new RecordNotFound();
  return presentQuestion(row);
}

/** Adds the question after the event's others. */
export async function addQuestion(
  { db }: Pick<AppContext, 'db'>,
  { actor, event, values: input }: QuestionChange & { values: NewQuestionInput },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const count = await tx.eventQuestion.count({ where: { eventId: event.id } });
    if (count >= MAX_QUESTIONS)
      throw new ValidationFailed({ label: `An event asks at most ${MAX_QUESTIONS} questions.` });
    const last = await tx.eventQuestion.aggregate({ where: { eventId: event.id }, _max: { position: true } });
    await tx.eventQuestion.create({
      data: {
        ...input,
        options: JSON.stringify(input.options),
        eventId: event.id,
        position: (last._max.position ?? 0) + 1,
      },
    });
    await recordAudit(tx, {
      actor,
      action: 'event.question_added',
      subject: auditSubject(event),
      after: auditFields(input),
    });
  });
}

export async function updateQuestion(
  { db }: Pick<AppContext, 'db'>,
  { actor, event, question, values: input }: QuestionChange & { question: EventQuestion; values: QuestionEditInput },
): Promise<void> {
  await db.$transaction(async (tx) => {
    // By id and event, counted: a question removed since it was read is not found, not an error.
    const { count } = await tx.eventQuestion.updateMany({
      where: { id: question.id, eventId: event.id },
      data: { ...input, options: JSON.stringify(input.options) },
    });
    if (count === 0) throw new RecordNotFound();
    await recordAudit(tx, {
      actor,
      action: 'event.question_updated',
      subject: auditSubject(event),
      before: auditFields(question),
      after: auditFields({ ...input, kind: question.kind }),
    });
  });
}

/** Removes the question; answers already given to it stay on the tickets but are no longer shown. */
export async function removeQuestion(
  { db }: Pick<AppContext, 'db'>,
  { actor, event, question }: QuestionChange & { question: EventQuestion },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.eventQuestion.deleteMany({ where: { id: question.id, eventId: event.id } });
    if (count === 0) throw new RecordNotFound();
    await recordAudit(tx, {
      actor,
      action: 'event.question_removed',
      subject: auditSubject(event),
      before: auditFields(question),
    });
  });
}

/**
 * The questions in order, each numbered: the log compares lists as sets, so a bare list of labels
 * would make a new order look like no change.
 */
const auditOrder = (questions: readonly EventQuestion[]) => ({
  order: questions.map(({ label }, index) => `${index + 1}. ${label}`),
});

/** Swaps the question with its neighbour above or below; at either end nothing moves and nothing is logged. */
export async function moveQuestion(
  { db }: Pick<AppContext, 'db'>,
  { actor, event, questionId, direction }: QuestionChange & { questionId: number; direction: 'up' | 'down' },
) {
  await db.$transaction(async (tx) => {
    const questions = await eventQuestions({ db: tx }, event.id);
    const ids = questions.map(({ id }) => id);
    if (!ids.includes(questionId)) throw new RecordNotFound();
    const order = movedOrder(ids, questionId, direction);
    if (!order) return;
    // Positions are rewritten 1…n, which also repairs any gaps or ties.
    for (const [index, id] of order.entries()) {
      await tx.eventQuestion.update({ where: { id }, data: { position: index + 1 } });
    }
    const byId = new Map(questions.map((question) => [question.id, question]));
    await recordAudit(tx, {
      actor,
      action: 'event.question_moved',
      subject: auditSubject(event),
      before: auditOrder(questions),
      after: auditOrder(order.map((id) => byId.get(id)!)),
    });
  });
}
