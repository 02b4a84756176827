import type { AppContext } from '../../context.js';
import type { TicketAnswerForm } from '../../../common/types/member-tickets.js';
import type { TicketAnswers } from '../../../common/questions.js';
import type { Database } from '../../db.js';
import { checkedAnswers, eventQuestions, storedAnswers } from '../questions/index.js';
import { heldByOrFor } from './holders.js';

async function answerableTicket(db: Database, userId: number, ticketId: number, now: Date) {
  return db.ticket.findFirst({
    where: { id: ticketId, status: 'active', ...heldByOrFor(userId, now) },
    select: { id: true, eventId: true, answers: true, event: { select: { startsAt: true } } },
  });
}

/** The ticket's answers with the event's questions, or null when the event asks none. */
export async function ticketAnswerForm(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  { userId, ticketId }: { userId: number; ticketId: number },
): Promise<TicketAnswerForm | null> {
  const now = clock();
  const ticket = await answerableTicket(db, userId, ticketId, now);
  if (!ticket) return null;
  const questions = await eventQuestions({ db }, ticket.eventId);
  if (questions.length === 0) return null;
  return { questions, answers: storedAnswers(ticket.answers), editable: ticket.event.startsAt > now };
}

export type SaveAnswersOutcome = 'saved' | 'not-found' | 'started';

/**
 * The holder (or their guardian) changes the ticket's answers until the event starts (SPEC §13). The
 * answers are checked against the questions the event asks now; a refused form changes nothing.
 */
export async function saveTicketAnswers(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  { userId, ticketId, answers: input }: { userId: number; ticketId: number; answers: TicketAnswers },
): Promise<SaveAnswersOutcome> {
  const now = clock();
  const ticket = await answerableTicket(db, userId, ticketId, now);
  if (!ticket) return 'not-found';
  if (ticket.event.startsAt <= now) return 'started';
  const answers = checkedAnswers(await eventQuestions({ db }, ticket.eventId), input);
  await db.ticket.update({ where: { id: ticket.id }, data: { answers: JSON.stringify(answers) } });
  return 'saved';
}
