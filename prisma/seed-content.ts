import type { Database } from '../server/db.js';
import type { QuestionKind } from '../common/questions.js';
import { setEventTags, setPostTags } from '../server/features/tags/service.js';
import { signTicketCode, ticketKeys } from '../server/features/tickets/ticket-codes.js';
import { createSeries } from '../server/features/series/index.js';
import type { SeriesRule } from '../common/series.js';
import { storeDemoCover, type CoverArt } from './seed-covers.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const EVENING_HOUR_UTC = 18;

const POST_CODES = [
  { code: '1011 AB', placeName: 'Amsterdam', region: 'North Holland', latitude: 52.3731, longitude: 4.8922 },
  { code: '3511 LX', placeName: 'Utrecht', region: 'Utrecht', latitude: 52.0907, longitude: 5.1214 },
  { code: '2511 CV', placeName: 'The Hague', region: 'South Holland', latitude: 52.0799, longitude: 4.3113 },
  { code: '9711 LM', placeName: 'Groningen', region: 'Groningen', latitude: 53.2194, longitude: 6.5665 },
];

const LOCATIONS = [
  {
    name: 'The Harbour Hall',
    slug: 'the-harbour-hall',
    streetAddress: 'Kade 12',
    code: '1011 AB',
    capacity: 250,
    featured: true,
    description: 'A former warehouse on the water, with a main hall, two workshop rooms and a café.',
  },
  {
    name: 'Canal House',
    slug: 'canal-house',
    streetAddress: 'Oudegracht 88',
    code: '3511 LX',
    capacity: 60,
    featured: true,
    description: 'A narrow canal house with a reading room on the first floor and a garden at the back.',
  },
  {
    name: 'Dune Pavilion',
    slug: 'dune-pavilion',
    streetAddress: 'Strandweg 3',
    code: '2511 CV',
    capacity: 120,
    featured: true,
    description: 'A wooden pavilion behind the dunes, made for summer evenings and outdoor workshops.',
  },
  {
    name: 'North Studio',
    slug: 'north-studio',
    streetAddress: 'Grote Markt 5',
    code: '9711 LM',
    capacity: 40,
    featured: false,
    description: 'A small studio for rehearsals, recordings and talks.',
  },
];

const EVENTS: {
  title: string;
  slug: string;
  location: string;
  inDays: number;
  hours: number;
  capacity: number | null;
  minimumAge?: number;
  summary: string;
  description: string;
  cover: CoverArt;
  tags: string[];
  questions?: { label: string; kind: QuestionKind; required: boolean; options?: string[] }[];
  /** Every place taken by demo members, and two more waiting for one (SPEC §13). */
  full?: boolean;
  /** Made the first date of a series with this rule (SPEC §13). */
  repeat?: SeriesRule;
}[] = [
  {
    title: 'Opening night',
    slug: 'opening-night',
    tags: ['Music', 'Community'],
    cover: { colours: ['#7c2d12', '#f59e0b'], alt: 'Abstract illustration: a warm orange gradient with soft circles' },
    location: 'the-harbour-hall',
    inDays: 7,
    hours: 4,
    capacity: 200,
    summary: 'Music, food and the season ahead.',
    description:
      'We open the season with **live music**, food from the harbour kitchen and a preview of what is coming.',
  },
  {
    title: 'Writing workshop',
    slug: 'writing-workshop',
    tags: ['Workshops'],
    cover: { colours: ['#1e3a8a', '#60a5fa'], alt: 'Abstract illustration: a blue gradient with soft circles' },
    location: 'canal-house',
    inDays: 12,
    hours: 3,
    capacity: 20,
    summary: 'Short stories in an afternoon.',
    description: 'Bring a notebook. We write, read aloud and give each other *kind* feedback.',
  },
  {
    title: 'Youth film evening',
    slug: 'youth-film-evening',
    tags: ['Film', 'Youth'],
    cover: {
      colours: ['#312e81', '#db2777'],
      alt: 'Abstract illustration: a violet and pink gradient with soft circles',
    },
    location: 'dune-pavilion',
    inDays: 19,
    hours: 3,
    capacity: 80,
    minimumAge: 12,
    summary: 'Outdoor cinema for members aged 12 and up.',
    description: 'Blankets provided. The film is chosen by the youth council.',
  },
  {
    title: 'Pottery evening',
    slug: 'pottery-evening',
    tags: ['Workshops'],
    cover: { colours: ['#7f1d1d', '#fca5a5'], alt: 'Abstract illustration: a clay red gradient with soft circles' },
    location: 'north-studio',
    inDays: 9,
    hours: 3,
    capacity: 3,
    summary: 'Three wheels, three places: full, with a waiting list.',
    description: 'Throw a bowl on the wheel with a potter. Clay and aprons provided.',
    full: true,
  },
  {
    title: 'Board game night',
    slug: 'board-game-night',
    tags: ['Community'],
    cover: { colours: ['#134e4a', '#5eead4'], alt: 'Abstract illustration: a teal gradient with soft circles' },
    location: 'canal-house',
    inDays: 45,
    hours: 3,
    capacity: 30,
    summary: 'Every week: bring a game or learn a new one.',
    description: 'Tables, tea and a shelf of games. Newcomers welcome; someone always explains the rules.',
    repeat: { frequency: 'weekly', interval: 1, until: null, count: 8, skipped: [] },
  },
  {
    title: 'Repair café',
    slug: 'repair-cafe',
    tags: ['Workshops', 'Community'],
    cover: { colours: ['#14532d', '#84cc16'], alt: 'Abstract illustration: a green gradient with soft circles' },
    location: 'north-studio',
    inDays: 26,
    hours: 5,
    capacity: null,
    summary: 'Fix it together instead of throwing it away.',
    description: 'Volunteers help repair clothes, bikes, lamps and small electronics.',
  },
  {
    title: 'Winter market',
    slug: 'winter-market',
    tags: ['Community'],
    cover: {
      colours: ['#0f172a', '#38bdf8'],
      alt: 'Abstract illustration: a dark blue and ice blue gradient with soft circles',
    },
    location: 'the-harbour-hall',
    inDays: 40,
    hours: 8,
    capacity: 400,
    summary: 'Local makers, warm drinks, long tables.',
    description: 'More than forty stalls from local makers.',
    questions: [
      { label: 'Will you help set up the stalls in the morning?', kind: 'yes_no', required: true },
      {
        label: 'Which stalls are you coming for?',
        kind: 'multiple_choice',
        required: false,
        options: ['Food and drinks', 'Crafts', 'Books', 'Clothes'],
      },
      { label: 'Anything the organisers should know?', kind: 'long_text', required: false },
    ],
  },
];

const POSTS: {
  title: string;
  slug: string;
  daysAgo: number;
  excerpt: string;
  body: string;
  cover?: CoverArt;
  tags: string[];
}[] = [
  {
    title: 'Welcome to the new season',
    slug: 'welcome-to-the-new-season',
    tags: ['Club news'],
    daysAgo: 2,
    cover: {
      colours: ['#4338ca', '#f59e0b'],
      alt: 'Abstract illustration: an indigo to amber gradient with soft circles',
    },
    excerpt: 'What is new this year, and how to take part.',
    body: '## A new season\n\nThis year we open **two new locations** and start a youth council.\n\n- Tickets through your dashboard\n- Scanning at the door, no paper needed',
  },
  {
    title: 'Meet the volunteers of the repair café',
    slug: 'meet-the-repair-cafe-volunteers',
    tags: ['Community', 'Volunteers'],
    daysAgo: 9,
    cover: { colours: ['#047857', '#a3e635'], alt: 'Abstract illustration: a green gradient with soft circles' },
    excerpt: 'Six people, hundreds of repairs.',
    body: 'They started with a single table and a soldering iron. Today the repair café fixes more than **a hundred items** a month.',
  },
  {
    title: 'How we choose our films',
    slug: 'how-we-choose-our-films',
    tags: ['Film'],
    daysAgo: 20,
    cover: {
      colours: ['#7e22ce', '#ec4899'],
      alt: 'Abstract illustration: a purple to pink gradient with soft circles',
    },
    excerpt: 'The youth council explains.',
    body: 'Every month the youth council watches three candidates and votes. The winner is screened at the Dune Pavilion.',
  },
  {
    title: 'Programme for the winter',
    slug: 'programme-for-the-winter',
    tags: ['Club news'],
    daysAgo: -5,
    excerpt: 'Scheduled: appears by itself next week.',
    body: 'The full winter programme.',
  },
];

const DEMO_MEMBERS = ['Noor de Vries', 'Sem Bakker', 'Lotte Visser', 'Daan Smit', 'Fleur Mulder'];

/**
 * Demo members (who cannot log in) holding every place of the event, and the rest waiting in line: the
 * waiting list on the admin event page and the "join the waiting list" panel show from the first start.
 */
async function fillWithWaitingList(db: Database, eventId: number, capacity: number, now: Date): Promise<void> {
  const keys = await ticketKeys({ db });
  for (const [index, name] of DEMO_MEMBERS.entries()) {
    const member = await db.user.create({
      data: {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@members.example`,
        emailVerifiedAt: now,
        passwordHash: '!demo',
      },
    });
    if (index < capacity) {
      const code = signTicketCode(keys, eventId);
      await db.ticket.create({ data: { eventId, userId: member.id, code, activeEventId: eventId } });
    } else {
      await db.waitingListEntry.create({ data: { eventId, userId: member.id, rank: index - capacity + 1 } });
    }
  }
}

/** A demo cover's columns, or none when there is no upload folder to store it in. */
async function storedCover(cover: CoverArt | undefined, uploadDir: string | undefined) {
  return cover && uploadDir ? { coverImage: await storeDemoCover(uploadDir, cover), coverImageAlt: cover.alt } : {};
}

/**
 * A small, believable site: post codes, locations, upcoming events (one full, with people waiting; one
 * weekly, as a series) and a
 * few posts (one scheduled), events and posts with cover images when there is an upload folder to store them in.
 */
export async function demoContent(
  db: Database,
  { authorId, now, uploadDir, timeZone }: { authorId: number; now: Date; uploadDir?: string; timeZone: string },
): Promise<void> {
  const postCodeIds = new Map<string, number>();
  for (const postCode of POST_CODES) {
    const saved = await db.postCode.upsert({ where: { code: postCode.code }, create: postCode, update: {} });
    postCodeIds.set(postCode.code, saved.id);
  }
  const locationIds = new Map<string, number>();
  for (const { code, ...location } of LOCATIONS) {
    const saved = await db.location.create({
      data: { ...location, published: true, postCodeId: postCodeIds.get(code)! },
    });
    locationIds.set(location.slug, saved.id);
  }
  for (const { location, inDays, hours, cover, tags, questions = [], full = false, repeat, ...event } of EVENTS) {
    const startsAt = new Date(now.getTime() + inDays * DAY);
    startsAt.setUTCHours(EVENING_HOUR_UTC, 0, 0, 0);
    const { id } = await db.event.create({
      data: {
        ...event,
        status: 'published',
        startsAt,
        endsAt: new Date(startsAt.getTime() + hours * HOUR),
        locationId: locationIds.get(location)!,
        ...(await storedCover(cover, uploadDir)),
      },
    });
    await db.$transaction((tx) => setEventTags(tx, id, tags));
    await db.eventQuestion.createMany({
      data: questions.map(({ options = [], ...question }, index) => ({
        ...question,
        options: JSON.stringify(options),
        eventId: id,
        position: index + 1,
      })),
    });
    if (full && event.capacity !== null) await fillWithWaitingList(db, id, event.capacity, now);
    if (repeat) await createSeries({ db, config: { timeZone } }, { actor: null, eventId: id, rule: repeat });
  }
  for (const { daysAgo, cover, tags, ...post } of POSTS) {
    const coverImage = await storedCover(cover, uploadDir);
    const { id } = await db.blogPost.create({
      data: {
        ...post,
        ...coverImage,
        status: 'published',
        publishedAt: new Date(now.getTime() - daysAgo * DAY),
        authorId,
      },
    });
    await db.$transaction((tx) => setPostTags(tx, id, tags));
  }
}
