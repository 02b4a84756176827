// Reads the mail the app wrote as .eml files (the development and test mailer), as a person would.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MimePart {
  headers: string;
  body: string;
}

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(body.replace(/=\r?\n/g, ''), 'latin1').toString('latin1');
  const decoded = bytes.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(decoded, 'latin1').toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part.headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  return part.body;
}

const boundaryOf = (headers: string) => /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];

/** The leaf parts of a multipart message (nested ones too: inline images wrap the alternatives). */
export function mimeParts(raw: string): MimePart[] {
  const headerEnd = raw.indexOf('\r\n\r\n');
  const boundary = boundaryOf(raw.slice(0, headerEnd)) ?? boundaryOf(raw);
  if (!boundary) throw new Error('not a multipart message');
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const separator = chunk.indexOf('\r\n\r\n');
      const part = { headers: chunk.slice(0, separator), body: chunk.slice(separator + 4) };
      return /content-type:\s*multipart\//i.test(part.headers) ? mimeParts(chunk.replace(/^\r\n/, '')) : [part];
    });
}

export function partOfType(raw: string, type: string): string {
  const part = mimeParts(raw).find((candidate) => new RegExp(`content-type:\\s*${type}`, 'i').test(candidate.headers));
  if (!part) throw new Error(`no ${type} part`);
  return decodeBody(part);
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';

/** Every message in the folder, oldest first (file names start with the time they were written). */
export async function readMailbox(dir: string): Promise<ReadMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      return {
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        text: partOfType(raw, 'text/plain'),
        html: partOfType(raw, 'text/html'),
        raw,
      };
    }),
  );
}

/** The messages sent to one address, oldest first. */
export async function mailTo(dir: string, address: string): Promise<ReadMail[]> {
  return (await readMailbox(dir)).filter((mail) => mail.to === address);
}

/** The first link to the given path prefix in the message's text part. */
export function linkIn(mail: ReadMail, pathPrefix: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? []).find((candidate) =>
    new URL(candidate).pathname.startsWith(pathPrefix),
  );
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
  return link;
}
