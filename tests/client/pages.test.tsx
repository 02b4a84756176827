import { router } from '@inertiajs/react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolvePage } from '../../resources/lib/resolve-page';
import { event, eventDetail, location, onePage, post, ticket } from './support/content';
import { member, renderPage } from './support/render-page';

async function show(name: string, props: Record<string, unknown>, shared = {}) {
  renderPage(name, await resolvePage(name), props, shared);
}

function heading() {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0]?.textContent;
}

describe('pages', () => {
  it('Welcome links its cards and index pages', async () => {
    await show('Welcome', { events: [event], posts: [post], locations: [location] });

    const main = within(screen.getByRole('main'));
    expect(heading()).toBe('Welcome to Agora');
    expect(main.getByRole('link', { name: 'Summer camp' }).getAttribute('href')).toBe('/events/summer-camp');
    expect(main.getByRole('link', { name: 'We are back' }).getAttribute('href')).toBe('/blog/we-are-back');
    expect(main.getByRole('link', { name: 'The Barn' }).getAttribute('href')).toBe('/locations/the-barn');
    expect(main.getByText('By Deleted member')).toBeVisible();
  });

  it('Welcome shows empty states', async () => {
    await show('Welcome', { events: [], posts: [], locations: [] });

    expect(screen.getByText('No events are planned yet. Check back soon.')).toBeVisible();
    expect(screen.getByText('Nothing has been published yet.')).toBeVisible();
    expect(screen.getByText('No locations to show yet.')).toBeVisible();
  });

  it.each([
    [404, 'Page not found'],
    [419, 'Page expired'],
    [500, 'Server error'],
  ])('Error %i is titled %s and links home', async (status, title) => {
    await show('Error', { status });

    expect(heading()).toBe(title);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
    ).toBe('/');
  });

  it('Error 429 tells how long to wait', async () => {
    await show('Error', { status: 429, retryAfter: 42 });

    expect(screen.getByText('Please try again in 42 seconds.')).toBeVisible();
  });

  it("Dashboard lists the member's tickets with their QR code and short reference, and their past events", async () => {
    const past = {
      ...ticket,
      id: 5,
      cancellable: false,
      checkedInAt: '2030-07-14T09:05:00.000Z',
      event: { ...ticket.event, title: 'Spring fair' },
    };
    const message = {
      id: 9,
      subject: 'Bring boots',
      bodyHtml: '<p>It will be <strong>muddy</strong>.</p>',
      sentAt: '2030-07-10T09:00:00.000Z',
      event: { title: 'Summer camp', slug: 'summer-camp' },
    };
    const waiting = [
      {
        id: 3,
        holder: null,
        event: { title: 'Pottery evening', slug: 'pottery-evening', startsAt: '2030-07-20T18:00:00.000Z' },
        position: 2,
        offerUntil: null,
      },
      {
        id: 4,
        holder: 'Mila',
        event: { title: 'Climbing taster', slug: 'climbing', startsAt: '2030-07-21T18:00:00.000Z' },
        position: null,
        offerUntil: '2030-07-11T18:00:00.000Z',
      },
    ];
    await show(
      'Dashboard',
      { tickets: { upcoming: [ticket], past: [past] }, messages: [message], waiting },
      { auth: { user: member } },
    );

    expect(heading()).toBe('Dashboard');
    expect(screen.getByRole('img', { name: 'QR code of your ticket for Summer camp' }).getAttribute('src')).toBe(
      ticket.qr,
    );
    expect(screen.getByText('7KQ2-M9XD')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the printable ticket' }).getAttribute('href')).toBe('/tickets/4');
    expect(screen.getByRole('heading', { name: 'Spring fair' })).toBeVisible();
    expect(screen.getByText('Checked in')).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Messages from organisers' });
    expect(within(messages).getByRole('heading', { name: 'Bring boots' })).toBeVisible();
    expect(within(messages).getByText('muddy')).toBeVisible();
    const lists = screen.getByRole('region', { name: 'Waiting lists' });
    expect(within(lists).getByRole('link', { name: 'Pottery evening' }).getAttribute('href')).toBe(
      '/events/pottery-evening',
    );
    expect(within(lists).getByText('Number 2 in line')).toBeVisible();
    expect(within(lists).getByText(/for Mila/)).toBeVisible();
    expect(within(lists).getByText(/A place is offered until/)).toBeVisible();
  });

  it('Dashboard has an empty state without tickets', async () => {
    await show(
      'Dashboard',
      { tickets: { upcoming: [], past: [] }, messages: [], waiting: [] },
      { auth: { user: member } },
    );

    expect(screen.getByText('You have no tickets yet.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Messages from organisers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Waiting lists' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('Login labels its fields and links to register and password reset', async () => {
    await show('auth/Login', { status: 'Your password has been reset.' });

    expect(screen.getByLabelText('E-mail address').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Remember me').getAttribute('type')).toBe('checkbox');
    expect(screen.getByText('Your password has been reset.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('auth/ConfirmEmailChange shows the new address, changes it only with its button (a POST to the link) and can withdraw it', async () => {
    const sent = vi.spyOn(router, 'post').mockImplementation(() => undefined);
    await show('auth/ConfirmEmailChange', { newEmail: 'ada.new@example.test' }, { auth: { user: member } });

    expect(heading()).toBe('Use this e-mail address?');
    expect(screen.getByText('ada.new@example.test')).toBeVisible();
    expect(screen.getByText(/whoever reads it can reset your password/)).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(sent).toHaveBeenCalledWith('/test', {}, expect.anything());
    sent.mockRestore();

    // Keeping the current address withdraws the waiting one.
    const visited = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep my current address' })));
    expect(visited).toHaveBeenCalledWith(
      '/settings/profile/pending-email',
      expect.objectContaining({ method: 'delete' }),
    );
    visited.mockRestore();
  });

  it('settings/TwoFactor and settings/Passkeys ask an unverified member to verify before adding a sign-in method', async () => {
    const unverified = { auth: { user: { ...member, emailVerified: false } } };
    const twoFactor = { enabled: false, required: false, recoveryCodesLeft: 0, setup: null, recoveryCodes: null };
    await show('settings/TwoFactor', { ...twoFactor, continueTo: null }, unverified);
    expect(screen.getByText(/Verify your e-mail address before you turn on two-factor sign-in/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify your address' }).getAttribute('href')).toBe('/verify-email');
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
    cleanup();

    await show('settings/Passkeys', { passkeys: [] }, unverified);
    expect(screen.getByText(/Verify your e-mail address before you add a passkey/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    cleanup();

    await show('settings/TwoFactor', { ...twoFactor, continueTo: null }, { auth: { user: member } });
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeVisible();
    expect(screen.queryByText(/Verify your e-mail address/)).toBeNull();
  });

  it('settings/Appearance offers three labelled options in a group, inside the settings navigation', async () => {
    await show('settings/Appearance', {}, { auth: { user: member } });

    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeVisible();
    const settingsNav = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(settingsNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Profile',
      'Password',
      'Sessions',
      'Two-factor sign-in',
      'Passkeys',
      'Appearance',
      'Phone',
      'Guardian',
      'Care',
      'Family',
      'Calendar',
    ]);
  });

  it.each([
    [
      'event/Index',
      {
        events: onePage([{ ...event, status: 'published' }]),
        filters: {
          search: '',
          sort: 'startsAt',
          direction: 'asc',
          page: 1,
          perPage: 10,
          location: '',
          from: '',
          to: '',
          past: '',
        },
        locations: [{ slug: 'the-barn', name: 'The Barn' }],
      },
      'Events',
    ],
    [
      'blog/Index',
      { posts: onePage([post]), filters: { search: '', sort: 'publishedAt', direction: 'desc', page: 1, perPage: 12 } },
      'Blog',
    ],
    [
      'location/Index',
      {
        locations: onePage([location]),
        filters: { search: '', sort: 'name', direction: 'asc', page: 1, perPage: 10, place: '' },
        places: ['Hilltown'],
      },
      'Locations',
    ],
  ])('%s lists its items', async (name, props, title) => {
    await show(name, props);

    expect(heading()).toBe(title);
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('event/Show renders the sanitised description, places left, the map link and the ticket panel', async () => {
    await show('event/Show', {
      event: eventDetail,
      ticketPanel: { kind: 'guest' },
      childTickets: [],
      questions: [],
      otherEvents: [],
    });

    expect(heading()).toBe('Summer camp');
    expect(screen.getByText('tent').tagName).toBe('STRONG');
    // Once in the facts, once in the phones' ticket bar.
    expect(screen.getAllByText('12 of 40 places left')).toHaveLength(2);
    expect(screen.getByText(/^Times in /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^More at / })).toBeNull();
    expect(screen.getByRole('link', { name: /View on the map/ }).getAttribute('href')).toBe(
      eventDetail.location?.mapUrl,
    );
    expect(screen.getByText('Log in or register to get a ticket.')).toBeVisible();
    const addToCalendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(addToCalendar.getAttribute('href')).toBe(`/events/${eventDetail.slug}/calendar.ics`);
    expect(addToCalendar.hasAttribute('download')).toBe(true);
  });

  it('event/Show lists other events at the location and offers the main action in the ticket bar', async () => {
    await show('event/Show', {
      event: eventDetail,
      ticketPanel: { kind: 'held', ticketId: 7, cancellable: true },
      childTickets: [],
      questions: [],
      otherEvents: [{ ...event, id: 99, title: 'Autumn walk', slug: 'autumn-walk', status: 'published' }],
    });

    const others = screen.getByRole('region', { name: `More at ${eventDetail.location?.name}` });
    expect(
      within(others)
        .getByRole('link', { name: /Autumn walk/ })
        .getAttribute('href'),
    ).toBe('/events/autumn-walk');
    const bar = screen.getByTestId('ticket-bar');
    expect(within(bar).getByRole('link', { name: 'View your ticket' }).getAttribute('href')).toBe('/tickets/7');
  });

  it('event/Show marks a cancelled event and tells a member why they cannot take a ticket', async () => {
    await show('event/Show', {
      event: { ...eventDetail, status: 'cancelled' },
      ticketPanel: { kind: 'refused', reason: 'guardianNeeded', opensAt: null, minimumAge: null },
      childTickets: [],
      questions: [],
      otherEvents: [],
    });

    expect(screen.getByText('This event has been cancelled.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add your guardian' }).getAttribute('href')).toBe('/settings/guardian');
  });

  it('event/Show tells a minor their guardian has not confirmed yet and offers to send the request again', async () => {
    await show('event/Show', {
      event: eventDetail,
      ticketPanel: { kind: 'refused', reason: 'consentPending', opensAt: null, minimumAge: null },
      childTickets: [],
      questions: [],
      otherEvents: [],
    });

    expect(screen.getByText(/Your guardian has not answered our e-mail yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the request to my guardian again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get a ticket' })).toBeNull();
  });

  it("event/Show offers a guardian each child's ticket, a button, or the reason in words", async () => {
    await show('event/Show', {
      event: eventDetail,
      ticketPanel: { kind: 'available' },
      childTickets: [
        { id: 11, name: 'Mila', state: 'held', ticketId: 31, refusal: null },
        { id: 12, name: 'Tom', state: 'available', ticketId: null, refusal: null },
        {
          id: 13,
          name: 'Ava',
          state: 'refused',
          ticketId: null,
          refusal: 'Ava is below the minimum age for this event.',
        },
      ],
      questions: [],
      otherEvents: [],
    });

    const children = screen.getByRole('region', { name: 'Your children' });
    expect(within(children).getByRole('link', { name: "Open Mila's ticket" }).getAttribute('href')).toBe('/tickets/31');
    expect(within(children).getByRole('button', { name: 'Get a ticket for Tom' })).toBeVisible();
    expect(within(children).getByText('Ava is below the minimum age for this event.')).toBeVisible();
    expect(within(children).queryByRole('button', { name: 'Get a ticket for Ava' })).toBeNull();
  });

  it("event/Show offers a full event's waiting list, the place in line, and an offer to take or decline", async () => {
    const child = { ticketId: null, refusal: null, entryId: null, position: null, offerUntil: null };
    const page = (ticketPanel: object, childTickets: object[] = []) =>
      show('event/Show', { event: eventDetail, ticketPanel, childTickets, questions: [], otherEvents: [] });
    await page({ kind: 'refused', reason: 'full', opensAt: null, minimumAge: null }, [
      { ...child, id: 12, name: 'Tom', state: 'full', refusal: 'Sorry, this event is full.' },
      { ...child, id: 13, name: 'Ava', state: 'waiting', entryId: 5, position: 2 },
    ]);
    const panel = screen.getByRole('region', { name: 'Your place' });
    expect(within(panel).getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
    const children = screen.getByRole('region', { name: 'Your children' });
    expect(within(children).getByRole('button', { name: 'Put Tom on the waiting list' })).toBeVisible();
    expect(within(children).getByText('Ava is number 2 on the waiting list.')).toBeVisible();
    expect(within(children).getByRole('button', { name: 'Take Ava off the waiting list' })).toBeVisible();

    cleanup();
    await page({ kind: 'waiting', entryId: 4, position: 3 });
    expect(screen.getByText(/You are number 3 on the waiting list\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave the waiting list' })).toBeVisible();

    cleanup();
    await page({ kind: 'offered', entryId: 4, until: '2026-06-20T10:00:00.000Z' });
    const offered = screen.getByRole('region', { name: 'Your place' });
    expect(within(offered).getByText(/A place is free for you\. It is kept until/)).toBeVisible();
    expect(within(offered).getByRole('button', { name: 'Get a ticket' })).toBeVisible();
    expect(within(offered).getByRole('button', { name: 'Decline the place' })).toBeVisible();
  });

  it("event/Show asks the event's questions in the ticket panel; the phone bar leads there, and a child gets a form", async () => {
    const questions = [
      { id: 1, label: 'Can you swim?', kind: 'yes_no', required: true, options: [] },
      { id: 2, label: 'Food', kind: 'multiple_choice', required: false, options: ['Halal', 'No nuts'] },
      { id: 3, label: 'Nickname', kind: 'short_text', required: false, options: [] },
    ];
    await show('event/Show', {
      event: eventDetail,
      ticketPanel: { kind: 'available' },
      childTickets: [{ id: 12, name: 'Tom', state: 'available', ticketId: null, refusal: null }],
      questions,
      otherEvents: [],
    });

    const panel = screen.getByRole('region', { name: 'Your place' });
    const swim = within(panel).getByRole('group', { name: 'Can you swim? (required)' });
    expect(
      within(swim)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    expect(
      within(panel)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Halal', 'No nuts']);
    expect(within(panel).getByRole('textbox', { name: 'Nickname' })).toBeVisible();
    const bar = screen.getByTestId('ticket-bar');
    expect(within(bar).queryByRole('button', { name: 'Get a ticket' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Your place' }).getAttribute('href')).toBe('#ticket-panel');

    const children = screen.getByRole('region', { name: 'Your children' });
    const open = within(children).getByRole('button', { name: 'Get a ticket for Tom…' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(within(children).queryByRole('group', { name: 'Can you swim? (required)' })).toBeNull();
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(within(children).getByRole('group', { name: 'Can you swim? (required)' })).toBeVisible();
    expect(within(children).getByRole('button', { name: 'Get a ticket for Tom' })).toBeVisible();
  });

  it('ticket/Show shows the large QR code, the code in text and a print button', async () => {
    await show('ticket/Show', { ticket, answers: null }, { auth: { user: member } });

    expect(heading()).toBe('Summer camp');
    expect(screen.getByRole('img', { name: 'QR code of your ticket for Summer camp' }).getAttribute('width')).toBe(
      '320',
    );
    expect(screen.getByText('ABC123.signature')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print this ticket' })).toBeVisible();
  });

  it('blog/Show renders the post body, a share button and the posts to read next', async () => {
    const { author: _author, ...next } = post;
    await show('blog/Show', {
      post: { ...post, author: 'Ada', bodyHtml: '<h2>Hello</h2>', readingMinutes: 2 },
      state: 'published',
      related: [{ ...next, id: 9, title: 'Camp photos', slug: 'camp-photos' }],
    });

    expect(heading()).toBe('We are back');
    expect(screen.getByRole('heading', { level: 2, name: 'Hello' })).toBeVisible();
    expect(screen.getByText('2 min read')).toBeVisible();
    expect(screen.queryByText(/only editors/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    const readNext = screen.getByRole('region', { name: 'Read next' });
    expect(within(readNext).getByRole('link', { name: 'Camp photos' }).getAttribute('href')).toBe('/blog/camp-photos');
  });

  it('blog/Show marks a scheduled post as a preview for editors', async () => {
    await show('blog/Show', { post: { ...post, bodyHtml: '', readingMinutes: 1 }, state: 'scheduled', related: [] });

    expect(screen.getByText(/This post is scheduled for .*: until then, only editors can see it\./)).toBeVisible();
  });

  it('location/Show shows the address with a map link, the description and the events there', async () => {
    const mapUrl = 'https://www.openstreetmap.org/search?query=1+Farm+Lane%2C+AB1+2CD+Hilltown';
    await show('location/Show', {
      location: {
        name: 'The Barn',
        slug: 'the-barn',
        descriptionHtml: '<p>Our <strong>home</strong> base.</p>',
        streetAddress: '1 Farm Lane',
        postCode: 'AB1 2CD',
        placeName: 'Hilltown',
        capacity: 80,
        mapUrl,
        events: [event],
      },
    });

    expect(heading()).toBe('The Barn');
    expect(screen.getByText('home').tagName).toBe('STRONG');
    expect(screen.getByText('80 people')).toBeVisible();
    const map = screen.getByRole('link', {
      name: 'View on the map: 1 Farm Lane, AB1 2CD Hilltown (OpenStreetMap, opens in a new tab)',
    });
    expect([map.getAttribute('href'), map.getAttribute('target'), map.getAttribute('rel')]).toEqual([
      mapUrl,
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.getByRole('link', { name: 'Summer camp' })).toBeVisible();
  });
});
