// Every class of bad input an attacker sends to a form, as raw bodies with the Content-Type they claim.
import { brokenMultipartBodies, type RawBody } from './broken-multipart.js';

export type BadInputClass = 'depth' | 'size' | 'encoding' | 'wrong types' | 'broken multipart';

export interface BadInput extends RawBody {
  name: string;
  kind: BadInputClass;
  /** Refused by the body parsers before any route runs: safe to send even to routes that act without input. */
  refusedBeforeRoutes: boolean;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A JSON body whose `email` holds `levels` nested objects. */
export function nestedJson(levels: number): string {
  let value = '"x"';
  for (let level = 0; level < levels; level += 1) value = `{"a":${value}}`;
  return `{"email":${value},"password":"secret"}`;
}

/** The field names our forms use, so a bad value reaches the field checks of whichever form gets it. */
const FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'title',
  'slug',
  'summary',
  'excerpt',
  'body',
  'description',
  'code',
  'placeName',
  'region',
  'streetAddress',
  'phone',
  'relationship',
  'birthDate',
  'postCode',
  'postCodeId',
  'locationId',
  'capacity',
  'latitude',
  'longitude',
  'status',
  'startsAt',
  'endsAt',
  'publishedAt',
  'coverImageAlt',
  'roles',
  'permissions',
  'ids',
  'action',
  'scans',
  'markdown',
  'consent',
  'clientScanId',
  'scannedAt',
];

const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const raw = (text: string) => Buffer.from(text, 'utf8');

function parserLevel(name: string, kind: BadInputClass, contentType: string, body: Buffer): BadInput {
  return { name, kind, contentType, body, refusedBeforeRoutes: true };
}

function fieldLevel(name: string, kind: BadInputClass, contentType: string, body: Buffer): BadInput {
  return { name, kind, contentType, body, refusedBeforeRoutes: false };
}

export function badInputs(): BadInput[] {
  const invalidUtf8 = Buffer.concat([raw('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), raw('"}')]);
  return [
    parserLevel('JSON nested 5,000 levels', 'depth', JSON_TYPE, raw(nestedJson(5000))),
    parserLevel('a form nested 40 levels', 'depth', FORM_TYPE, raw(`name${'[a]'.repeat(40)}=x`)),
    parserLevel('JSON over 1 MB', 'size', JSON_TYPE, json({ name: 'x'.repeat(1_100_000) })),
    parserLevel('a form over 100 kB', 'size', FORM_TYPE, raw(`name=${'x'.repeat(110_000)}`)),
    parserLevel(
      'a form with 1,001 fields',
      'size',
      FORM_TYPE,
      raw(Array.from({ length: 1001 }, (_, index) => `f${index}=1`).join('&')),
    ),
    parserLevel(
      'a lone surrogate in every field',
      'encoding',
      JSON_TYPE,
      raw(`{${FIELDS.map((field) => `"${field}":"a\\ud800b"`).join(',')}}`),
    ),
    parserLevel('a lone surrogate as a field name', 'encoding', JSON_TYPE, raw('{"\\udfff":"x"}')),
    parserLevel('invalid UTF-8 bytes', 'encoding', JSON_TYPE, invalidUtf8),
    parserLevel(
      'invalid UTF-8 bytes in a form',
      'encoding',
      FORM_TYPE,
      Buffer.concat([raw('name='), Buffer.from([0xc3, 0x28])]),
    ),
    parserLevel('malformed JSON', 'wrong types', JSON_TYPE, raw('{"name":')),
    parserLevel('a top-level null', 'wrong types', JSON_TYPE, raw('null')),
    parserLevel('a top-level string', 'wrong types', JSON_TYPE, raw('"name"')),
    fieldLevel('NUL and escapes in every field', 'encoding', JSON_TYPE, json(everyField('x\u0000\u001b[2J\u202Ey'))),
    fieldLevel('NUL in a form', 'encoding', FORM_TYPE, raw(FIELDS.map((field) => `${field}=a%00b`).join('&'))),
    fieldLevel('arrays in every field', 'wrong types', JSON_TYPE, json(everyField(['a', 'b']))),
    fieldLevel('objects in every field', 'wrong types', JSON_TYPE, json(everyField({ $gt: '' }))),
    fieldLevel('numbers in every field', 'wrong types', JSON_TYPE, json(everyField(1e308))),
    fieldLevel('null in every field', 'wrong types', JSON_TYPE, json(everyField(null))),
    fieldLevel('a top-level array', 'wrong types', JSON_TYPE, json([everyField('x')])),
    ...Object.entries(brokenMultipartBodies('coverImage', 'title')).map(([name, body]) =>
      fieldLevel(`multipart: ${name}`, 'broken multipart', body.contentType, body.body),
    ),
    ...Object.entries(brokenMultipartBodies('file', 'name')).map(([name, body]) =>
      fieldLevel(`multipart (file): ${name}`, 'broken multipart', body.contentType, body.body),
    ),
  ];
}
