import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventShowProps } from '../../../common/types/events.js';
import type { PageProps } from '../../../common/types/pages.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword, pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import { browserAgent, createTestApp } from '../../support/test-app.js';
import { visit } from '../../support/inertia-request.js';
import { addChild, guardian } from '../families/support.js';
import { createEvent, HOUR, issueTicket } from '../tickets/support.js';
import { addQuestion } from './support.js';
import { UNSHOWABLE_MESSAGE } from '../../../server/http/showable-text.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const clock = { now: NOW };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;
const adult = { birthDate: new Date('1990-01-01T00:00:00Z') };

/** An event asking a required yes/no, an optional multiple choice and an optional short text. */
async function eventWithQuestions(data: Parameters<typeof createEvent>[2] = {}) {
  const event = await createEvent(db, NOW, { capacity: 10, ...data });
  const swim = await addQuestion(db, event.id, { label: 'Can you swim?', kind: 'yes_no', required: true });
  const food = await addQuestion(db, event.id, {
    label: 'Food',
    kind: 'multiple_choice',
    options: ['Vegetarian', 'Halal', 'No nuts'],
  });
  const name = await addQuestion(db, event.id, { label: 'Nickname', kind: 'short_text' });
  return { event, swim, food, name };
}

const takeFrom = (agent: Agent, slug: string, body: object) =>
  submit(agent, 'post', `/events/${slug}/tickets`, body, `/events/${slug}`);

const errorsOn = async (agent: Agent, url: string) => (await pageAt(testApp, agent, url)).props.errors;

describe('answering when taking a ticket (SPEC §13)', () => {
  it('shows the questions only to someone who can take a ticket', async () => {
    const { event } = await eventWithQuestions();
    const guest = await browserAgent(testApp.app);
    const { body } = await visit(guest, `/events/${event.slug}`, { version: testApp.context.assets.version }).expect(
      200,
    );
    expect((body as { props: EventShowProps }).props.questions).toEqual([]);

    const { agent } = await signedIn(testApp, adult);
    const props = (await pageAt<EventShowProps>(testApp, agent, `/events/${event.slug}`)).props;
    expect(props.questions.map(({ label, kind, required }) => [label, kind, required])).toEqual([
      ['Can you swim?', 'yes_no', true],
      ['Food', 'multiple_choice', false],
      ['Nickname', 'short_text', false],
    ]);
  });

  it('refuses the ticket with a field error when a required question is left empty, and writes nothing', async () => {
    const { event, swim, food } = await eventWithQuestions();
    const { agent } = await signedIn(testApp, adult);
    const before = await db.ticket.count();

    await takeFrom(agent, event.slug, { answers: { [food.id]: ['Halal'] } })
      .expect(303)
      .expect('Location', `/events/${event.slug}`);
    expect(await errorsOn(agent, `/events/${event.slug}`)).toEqual({
      [`answers.${swim.id}`]: 'This question needs an answer.',
    });
    await takeFrom(agent, event.slug, { answers: { [swim.id]: 'maybe', [food.id]: ['Kosher'] } }).expect(303);
    expect(await errorsOn(agent, `/events/${event.slug}`)).toEqual({
      [`answers.${swim.id}`]: 'Answer yes or no.',
      [`answers.${food.id}`]: 'Choose among the answers given.',
    });
    await takeFrom(agent, event.slug, { answers: 'yes' }).expect(303);
    expect(await db.ticket.count()).toBe(before);
    expect(await db.auditEntry.count({ where: { subjectType: 'event', subjectId: event.id } })).toBe(0);
  });

  it("keeps the answers on the ticket in the question's order, dropping answers to questions not asked", async () => {
    const { event, swim, food, name } = await eventWithQuestions();
    const { agent, user } = await signedIn(testApp, adult);
    await takeFrom(agent, event.slug, {
      answers: { [swim.id]: 'yes', [food.id]: ['No nuts', 'Vegetarian'], [name.id]: '  Fin  ', 999999: 'stray' },
    })
      .expect(302)
      .expect('Location', `/events/${event.slug}`);
    const ticket = await db.ticket.findFirstOrThrow({ where: { userId: user.id, eventId: event.id } });
    expect(JSON.parse(ticket.answers)).toEqual({
      [swim.id]: 'yes',
      [food.id]: ['Vegetarian', 'No nuts'],
      [name.id]: 'Fin',
    });
  });

  it('keeps the line breaks of a long text answer (a text area), and refuses them in a short one', async () => {
    const event = await createEvent(db, NOW, { capacity: 10 });
    const story = await addQuestion(db, event.id, { label: 'Tell us more', kind: 'long_text', required: true });
    const nickname = await addQuestion(db, event.id, { label: 'Nickname', kind: 'short_text' });
    const { agent, user } = await signedIn(testApp, adult);
    const text = 'First line\nSecond line\r\n\tindented';

    await takeFrom(agent, event.slug, { answers: { [story.id]: text, [nickname.id]: 'Fin\nn' } }).expect(303);
    expect(await errorsOn(agent, `/events/${event.slug}`)).toEqual({
      [`answers.${nickname.id}`]: UNSHOWABLE_MESSAGE,
    });
    await takeFrom(agent, event.slug, { answers: { [story.id]: text, [nickname.id]: 'Fin\u0007' } }).expect(303);
    expect(await errorsOn(agent, `/events/${event.slug}`)).toEqual({
      [`answers.${nickname.id}`]: UNSHOWABLE_MESSAGE,
    });
    await takeFrom(agent, event.slug, { answers: { [story.id]: `${text}\u202E` } }).expect(303);
    expect(await errorsOn(agent, `/events/${event.slug}`)).toEqual({ [`answers.${story.id}`]: UNSHOWABLE_MESSAGE });
    expect(await db.ticket.count({ where: { userId: user.id } })).toBe(0);

    await takeFrom(agent, event.slug, { answers: { [story.id]: text } }).expect(302);
    const ticket = await db.ticket.findFirstOrThrow({ where: { userId: user.id, eventId: event.id } });
    expect(JSON.parse(ticket.answers)).toEqual({ [story.id]: text });
  });

  it('lets a guardian answer for their child', async () => {
    const { event, swim } = await eventWithQuestions();
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 10, 'Question Kid');
    const props = (await pageAt<EventShowProps>(testApp, agent, `/events/${event.slug}`)).props;
    expect(props.questions).toHaveLength(3);

    await takeFrom(agent, event.slug, { holder: child.id }).expect(303);
    expect(await db.ticket.count({ where: { userId: child.id } })).toBe(0);
    await takeFrom(agent, event.slug, { holder: child.id, answers: { [swim.id]: 'no' } }).expect(302);
    const ticket = await db.ticket.findFirstOrThrow({ where: { userId: child.id, eventId: event.id } });
    expect(JSON.parse(ticket.answers)).toEqual({ [swim.id]: 'no' });
  });
});

describe('changing the answers on the ticket page', () => {
  it('until the event starts, by the holder or their guardian only', async () => {
    const { event, swim, name } = await eventWithQuestions();
    const { agent, user } = await signedIn(testApp, adult);
    await takeFrom(agent, event.slug, { answers: { [swim.id]: 'yes' } }).expect(302);
    const ticket = await db.ticket.findFirstOrThrow({ where: { userId: user.id, eventId: event.id } });
    const url = `/tickets/${ticket.id}`;

    const shown = (await pageAt<PageProps['ticket/Show']>(testApp, agent, url)).props.answers;
    expect(shown?.editable).toBe(true);
    expect(shown?.answers).toEqual({ [swim.id]: 'yes' });

    await submit(agent, 'put', `${url}/answers`, { answers: { [swim.id]: '' } }, url).expect(303);
    expect(await errorsOn(agent, url)).toEqual({ [`answers.${swim.id}`]: 'This question needs an answer.' });
    await submit(agent, 'put', `${url}/answers`, { answers: { [swim.id]: 'no', [name.id]: 'Finn' } }, url)
      .expect(303)
      .expect('Location', url);
    expect((await pageAt(testApp, agent, url)).flash).toEqual({ success: 'Your answers are saved.' });
    expect(JSON.parse((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).answers)).toEqual({
      [swim.id]: 'no',
      [name.id]: 'Finn',
    });

    const stranger = await signedIn(testApp, adult);
    await submit(stranger.agent, 'put', `${url}/answers`, { answers: { [swim.id]: 'yes' } }, url).expect(404);

    await db.event.update({ where: { id: event.id }, data: { startsAt: new Date(NOW.getTime() - HOUR) } });
    await submit(agent, 'put', `${url}/answers`, { answers: { [swim.id]: 'yes' } }, url).expect(303);
    const after = await pageAt<PageProps['ticket/Show']>(testApp, agent, url);
    expect(after.flash).toEqual({ error: 'The event has started, so the answers can no longer be changed.' });
    expect(after.props.answers).toMatchObject({ editable: false, answers: { [swim.id]: 'no', [name.id]: 'Finn' } });
  });

  it("are part of the member's data export, and go when the account is deleted", async () => {
    const { event, swim } = await eventWithQuestions();
    const { agent, user } = await signedIn(testApp, adult);
    await takeFrom(agent, event.slug, { answers: { [swim.id]: 'yes' } }).expect(302);
    await confirmPassword(agent);
    const exported = await agent.get('/settings/profile/export').expect(200);
    const tickets = (JSON.parse(exported.text) as { tickets: { answers: unknown }[] }).tickets;
    expect(tickets.map((ticket) => ticket.answers)).toEqual([[{ question: 'Can you swim?', answer: 'yes' }]]);

    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }, '/settings/profile').expect(303);
    const ticket = await db.ticket.findFirstOrThrow({ where: { userId: user.id } });
    expect(ticket).toMatchObject({ status: 'cancelled', answers: '{}' });
  });

  it('sends no answer form for an event without questions', async () => {
    const event = await createEvent(db, NOW);
    const { agent, user } = await signedIn(testApp, adult);
    const ticket = await issueTicket(db, event.id, user.id);
    expect((await pageAt<PageProps['ticket/Show']>(testApp, agent, `/tickets/${ticket.id}`)).props.answers).toBeNull();
  });
});

describe('answers for the organiser', () => {
  it('show in the attendee list and as a column per question in the CSV export', async () => {
    const { event, swim, food, name } = await eventWithQuestions();
    const member = await signedIn(testApp, { ...adult, name: 'Ann Answer' });
    await takeFrom(member.agent, event.slug, {
      answers: { [swim.id]: 'yes', [food.id]: ['Vegetarian', 'Halal'], [name.id]: '=cmd' },
    }).expect(302);
    const ticket = await db.ticket.findFirstOrThrow({ where: { userId: member.user.id } });

    const { agent: admin } = await signedIn(testApp, { roles: ['admin'] });
    const props = (await pageAt<PageProps['admin/event/Show']>(testApp, admin, `/admin/events/${event.id}`)).props;
    expect(props.questions.map(({ label }) => label)).toEqual(['Can you swim?', 'Food', 'Nickname']);
    expect(props.answers[ticket.id]).toEqual({
      [swim.id]: 'yes',
      [food.id]: ['Vegetarian', 'Halal'],
      [name.id]: '=cmd',
    });

    const csv = parse((await admin.get(`/admin/events/${event.id}/attendees.csv`).expect(200)).text) as string[][];
    expect(csv[0]).toEqual([
      'Name',
      'E-mail',
      'Minor',
      'Ticket status',
      'Checked in at',
      'Checked in by',
      'Can you swim?',
      'Food',
      'Nickname',
    ]);
    expect(csv[1]!.slice(-3)).toEqual(['yes', 'Vegetarian, Halal', "'=cmd"]);
  });

  it('are headed in the CSV by their question, neutralised where a spreadsheet would run it as a formula', async () => {
    const event = await createEvent(db, NOW, { capacity: 10 });
    await addQuestion(db, event.id, { label: '=HYPERLINK("http://evil.test","Click")', kind: 'short_text' });
    await addQuestion(db, event.id, { label: '@SUM(1)', kind: 'short_text' });
    await addQuestion(db, event.id, { label: 'Shoe size', kind: 'short_text' });
    const { agent: admin } = await signedIn(testApp, { roles: ['admin'] });
    const csv = parse((await admin.get(`/admin/events/${event.id}/attendees.csv`).expect(200)).text) as string[][];
    expect(csv[0]!.slice(-3)).toEqual(['\'=HYPERLINK("http://evil.test","Click")', "'@SUM(1)", 'Shoe size']);
  });
});
