import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context.js';
import { flash } from '../../http/flash.js';
import { HttpError } from '../../http/http-error.js';
import { recordId } from '../../http/params.js';
import { validate } from '../../http/validation.js';
import { actingUser } from '../audit/index.js';
import { moveSchema, newQuestionSchema, questionEditSchema } from './schema.js';
import { addQuestion, eventQuestions, moveQuestion, questionOf, removeQuestion, updateQuestion } from './service.js';
import { ROUTES } from '../../../common/routes/table.js';
import { routesOn } from '../../http/mount-routes.js';

const questionsUrl = (eventId: number) => `/admin/events/${eventId}/questions`;

/** An event's questions, managed by its organisers (events.manage) on a page of their own. */
export function questionRoutes(context: AppContext): Router {
  const { db } = context;
  const router = Router();
  const on = routesOn(router);

  async function eventOf(req: Request) {
    const event = await db.event.findUnique({
      where: { id: recordId(req.params.id) },
      select: { id: true, title: true },
    });
    if (!event) throw new HttpError(404);
    return event;
  }

  const changeOf = async (req: Request, res: Response) => ({
    actor: actingUser(req, res),
    event: await eventOf(req),
  });

  on(ROUTES.admin.events.questions, 'GET', async (req, res) => {
    const event = await eventOf(req);
    await res.inertia.render('admin/event/Questions', { event, questions: await eventQuestions(context, event.id) });
  });

  on(ROUTES.admin.events.questions, 'POST', async (req, res) => {
    const input = validate(newQuestionSchema, req.body ?? {});
    const change = await changeOf(req, res);
    await addQuestion(context, { ...change, values: input });
    flash(req, { success: 'Question added.' });
    res.redirect(questionsUrl(change.event.id));
  });

  on(ROUTES.admin.events.question, 'PUT', async (req, res) => {
    const change = await changeOf(req, res);
    const question = await questionOf(context, {
      eventId: change.event.id,
      questionId: recordId(req.params.questionId),
    });
    await updateQuestion(context, {
      ...change,
      question,
      values: validate(questionEditSchema(question.kind), req.body ?? {}),
    });
    flash(req, { success: 'Question saved.' });
    res.redirect(questionsUrl(change.event.id));
  });

  on(ROUTES.admin.events.question, 'DELETE', async (req, res) => {
    const change = await changeOf(req, res);
    const question = await questionOf(context, {
      eventId: change.event.id,
      questionId: recordId(req.params.questionId),
    });
    await removeQuestion(context, { ...change, question });
    flash(req, { success: 'Question removed.' });
    res.redirect(questionsUrl(change.event.id));
  });

  on(ROUTES.admin.events.questionMove, 'POST', async (req, res) => {
    const { direction } = validate(moveSchema, req.body ?? {});
    const change = await changeOf(req, res);
    await moveQuestion(context, { ...change, questionId: recordId(req.params.questionId), direction });
    res.redirect(questionsUrl(change.event.id));
  });

  return router;
}
