import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutMessage } from '../../server/mail/message.js';
import { createMailer, type MailMessage } from '../../server/mail/transport.js';
import { partOfType } from '../support/mailbox.js';

interface ReceivedMail {
  recipients: string[];
  raw: string;
}

const message: MailMessage = {
  to: 'member@agora.test',
  subject: 'Verify your email address',
  text: 'Please verify: http://localhost:3000/verify-email/1/abc?signature=xyz.\n',
  html: '<p>Please <a href="http://localhost:3000/verify-email/1/abc?signature=xyz">verify</a>.</p>',
};

describe('SMTP mailer', () => {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('delivers the subject, recipient, text and HTML parts to the SMTP server', async () => {
    const mailer = createMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Agora <no-reply@agora.test>',
      dir: 'unused',
    });
    await mailer.send(message);
    mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received as [ReceivedMail];
    expect(mail.recipients).toEqual(['member@agora.test']);
    expect(mail.raw).toMatch(/^Subject: Verify your email address$/m);
    expect(mail.raw).toMatch(/^To: member@agora\.test$/m);
    expect(mail.raw).toMatch(/^From: Agora <no-reply@agora\.test>$/m);
    expect(partOfType(mail.raw, 'text/plain')).toContain('Please verify: http://localhost:3000/verify-email/1/abc');
    expect(partOfType(mail.raw, 'text/html')).toContain(message.html);
  });
});

describe('directory mailer', () => {
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'agora-mail-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the message as an .eml file and logs its path and links', async () => {
    const lines: string[] = [];
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer({
      from: 'Agora <no-reply@agora.test>',
      dir: outbox,
      logger: { info: (line) => lines.push(line) },
    });
    await mailer.send(message);
    mailer.close();

    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const [file] = files as [string];
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T.*-[0-9a-f]{8}-verify-your-email-address\.eml$/);
    const raw = await readFile(path.join(outbox, file), 'utf8');
    expect(raw).toMatch(/^Subject: Verify your email address$/m);
    expect(raw).toMatch(/^To: member@agora\.test$/m);
    expect(partOfType(raw, 'text/plain')).toContain('Please verify: http://localhost:3000/verify-email/1/abc');
    expect(partOfType(raw, 'text/html')).toContain(message.html);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path.join(outbox, file));
    // The sentence's final full stop is not part of the link.
    expect(lines[0]).toContain('http://localhost:3000/verify-email/1/abc?signature=xyz');
    expect(lines[0]).not.toContain('signature=xyz.');
  });
});

describe('layoutMessage', () => {
  const layout = {
    appName: 'Agora <script>alert(1)</script>',
    heading: 'Hello <script>alert(2)</script>',
    paragraphs: ['Tom & "Jerry" <script>alert(3)</script>'],
    action: { label: 'Open <b>it</b>', url: 'https://agora.test/a?x=1&y="2"' },
  };

  it('escapes every value in the HTML part', () => {
    const { html } = layoutMessage(layout);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(html).toContain('href="https://agora.test/a?x=1&amp;y=&quot;2&quot;"');
  });

  it('writes the same content as plain text, with the action as a link', () => {
    const { text } = layoutMessage(layout);
    expect(text).toContain('Hello <script>alert(2)</script>');
    expect(text).toContain('Tom & "Jerry"');
    expect(text).toContain('Open <b>it</b>: https://agora.test/a?x=1&y="2"');
  });

  it('leaves the action out when there is none', () => {
    const { text, html } = layoutMessage({ appName: 'Agora', heading: 'Hi', paragraphs: ['One', 'Two'] });
    expect(text).toBe('Hi\n\nOne\n\nTwo\n\n-- Agora\n');
    expect(html).not.toContain('<a ');
  });
});
