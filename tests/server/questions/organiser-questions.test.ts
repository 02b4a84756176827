import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventQuestion } from '../../../common/questions.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, submit, type Agent } from '../admin/support.js';
import { createEvent } from '../events/admin/support.js';

type QuestionsProps = { event: { id: number; title: string }; questions: EventQuestion[] };

let testApp: TestApp;
let admin: Agent;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: new Date('2026-06-15T12:00:00Z') } });
  admin = (await signedInWith(testApp, ['admin'])).agent;
});
afterAll(() => testApp.close());

const questionsUrl = (eventId: number) => `/admin/events/${eventId}/questions`;

async function questionsOf(eventId: number) {
  return (await page<QuestionsProps>(testApp, admin, questionsUrl(eventId))).props;
}

describe("an organiser manages an event's questions (SPEC §13)", () => {
  it('adds each kind of question, in order, and the page lists them', async () => {
    const event = await createEvent(testApp.context.db, { title: 'Camp' });
    const url = questionsUrl(event.id);
    await submit(admin, 'post', url, {
      label: 'Your T-shirt size',
      kind: 'single_choice',
      required: true,
      options: 'S\nM\n\nL\nM',
    })
      .expect(302)
      .expect('Location', url);
    await submit(admin, 'post', url, { label: 'Can you swim?', kind: 'yes_no', required: true }).expect(302);
    await submit(admin, 'post', url, { label: 'Activities', kind: 'multiple_choice', options: 'Canoe\nHike' }).expect(
      302,
    );
    await submit(admin, 'post', url, { label: 'Nickname', kind: 'short_text' }).expect(302);
    await submit(admin, 'post', url, { label: 'Anything else?', kind: 'long_text' }).expect(302);

    const props = await questionsOf(event.id);
    expect(props.event).toEqual({ id: event.id, title: 'Camp' });
    expect(props.questions.map(({ id: _id, ...question }) => question)).toEqual([
      { label: 'Your T-shirt size', kind: 'single_choice', required: true, options: ['S', 'M', 'L'] },
      { label: 'Can you swim?', kind: 'yes_no', required: true, options: [] },
      { label: 'Activities', kind: 'multiple_choice', required: false, options: ['Canoe', 'Hike'] },
      { label: 'Nickname', kind: 'short_text', required: false, options: [] },
      { label: 'Anything else?', kind: 'long_text', required: false, options: [] },
    ]);
    const audit = await testApp.context.db.auditEntry.findMany({
      where: { subjectType: 'event', subjectId: event.id, action: 'event.question_added' },
    });
    expect(audit).toHaveLength(5);
  });

  it('refuses a question without text, a choice question with fewer than two choices, and an unknown kind', async () => {
    const event = await createEvent(testApp.context.db);
    const url = questionsUrl(event.id);
    const refused = async (body: object) => {
      await submit(admin, 'post', url, body).expect(303).expect('Location', url);
      return (await page(testApp, admin, url)).props.errors;
    };
    expect(await refused({ label: '  ', kind: 'short_text' })).toEqual({ label: 'Write the question.' });
    expect(await refused({ label: 'Size', kind: 'single_choice', options: 'M' })).toEqual({
      options: 'Give at least two choices, one per line.',
    });
    expect(await refused({ label: 'Size', kind: 'short_text', options: 'S\nM' })).toEqual({
      options: 'Only choice questions have choices: leave this empty.',
    });
    expect(await refused({ label: 'Size', kind: 'essay' })).toEqual({ kind: 'Choose what kind of answer to ask for.' });
    expect(await testApp.context.db.eventQuestion.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('edits a question but never its kind, moves it, and removes it', async () => {
    const event = await createEvent(testApp.context.db);
    const url = questionsUrl(event.id);
    await submit(admin, 'post', url, { label: 'First', kind: 'short_text' }).expect(302);
    await submit(admin, 'post', url, { label: 'Second', kind: 'single_choice', options: 'A\nB' }).expect(302);
    const [first, second] = (await questionsOf(event.id)).questions;

    await submit(admin, 'put', `${url}/${second!.id}`, { label: 'Second, edited', required: true, options: 'A\nB\nC' })
      .expect(303)
      .expect('Location', url);
    await submit(admin, 'put', `${url}/${second!.id}`, { label: 'X', kind: 'short_text', options: 'A\nB' }).expect(303);
    expect((await page(testApp, admin, url)).props.errors).toEqual({ kind: 'This field is not accepted.' });

    await submit(admin, 'post', `${url}/${second!.id}/move`, { direction: 'up' }).expect(302);
    let questions = (await questionsOf(event.id)).questions;
    expect(questions.map(({ label, kind, required, options }) => [label, kind, required, options])).toEqual([
      ['Second, edited', 'single_choice', true, ['A', 'B', 'C']],
      ['First', 'short_text', false, []],
    ]);
    // At the top already: nothing moves.
    await submit(admin, 'post', `${url}/${second!.id}/move`, { direction: 'up' }).expect(302);
    expect((await questionsOf(event.id)).questions[0]!.id).toBe(second!.id);

    await submit(admin, 'delete', `${url}/${first!.id}`).expect(303);
    questions = (await questionsOf(event.id)).questions;
    expect(questions.map(({ id }) => id)).toEqual([second!.id]);
    const entries = await testApp.context.db.auditEntry.findMany({
      where: { subjectType: 'event', subjectId: event.id },
      orderBy: { id: 'asc' },
      select: { action: true, before: true, after: true },
    });
    // The move at the top moved nothing and wrote nothing.
    expect(entries.map(({ action }) => action)).toEqual([
      'event.question_added',
      'event.question_added',
      'event.question_updated',
      'event.question_moved',
      'event.question_removed',
    ]);
    const moved = entries.find(({ action }) => action === 'event.question_moved')!;
    expect(JSON.parse(moved.before!)).toEqual({ order: ['1. First', '2. Second, edited'] });
    expect(JSON.parse(moved.after!)).toEqual({ order: ['1. Second, edited', '2. First'] });
  });

  it("is for events.manage only, and never touches another event's question", async () => {
    const { db } = testApp.context;
    const event = await createEvent(db);
    const other = await createEvent(db);
    await submit(admin, 'post', questionsUrl(other.id), { label: 'Theirs', kind: 'short_text' }).expect(302);
    const [theirs] = (await questionsOf(other.id)).questions;

    await submit(admin, 'put', `${questionsUrl(event.id)}/${theirs!.id}`, { label: 'Mine now' }).expect(404);
    await submit(admin, 'delete', `${questionsUrl(event.id)}/${theirs!.id}`).expect(404);
    await submit(admin, 'post', `${questionsUrl(event.id)}/${theirs!.id}/move`, { direction: 'down' }).expect(404);
    await admin.get(questionsUrl(999_999)).expect(404);

    const door = (await signedInWith(testApp, ['door'])).agent;
    await door.get(questionsUrl(event.id)).expect(403);
    await submit(door, 'post', questionsUrl(event.id), { label: 'Sneaky', kind: 'short_text' }).expect(403);
    await submit(door, 'delete', `${questionsUrl(other.id)}/${theirs!.id}`).expect(403);
    expect((await questionsOf(other.id)).questions).toEqual([theirs]);
    expect(await db.eventQuestion.count({ where: { eventId: event.id } })).toBe(0);
  });
  it('answers 404, not an error, to an edit or removal of a question removed at the same moment', async () => {
    const event = await createEvent(testApp.context.db);
    const url = questionsUrl(event.id);
    await submit(admin, 'post', url, { label: 'Soon gone', kind: 'short_text' }).expect(302);
    const [question] = (await questionsOf(event.id)).questions;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0
          ? submit(admin, 'delete', `${url}/${question!.id}`)
          : submit(admin, 'put', `${url}/${question!.id}`, { label: 'Edited' }),
      ),
    );
    const statuses = responses.map(({ status }) => status);
    expect(statuses.filter((status) => status !== 303 && status !== 404)).toEqual([]);
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThan(0);
    expect((await questionsOf(event.id)).questions).toEqual([]);
  });
});
