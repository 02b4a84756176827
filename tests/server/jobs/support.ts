// Mail servers the queue tests control: one that can be taken down, and a real SMTP server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Mailer, MailMessage } from '../../../server/mail/transport.js';

/** A mailer that records what it sends and fails while `down` is set. */
export function switchableMailer() {
  const sent: MailMessage[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    async send(message) {
      if (state.down) throw new Error('SMTP server gone');
      sent.push(message);
    },
    close() {},
  };
  return { mailer, sent, state };
}

/**
 * A real SMTP server on a free port that records each message's recipient. While `rejectAfter` is
 * set, it refuses recipients once that many messages have arrived, as a mail server over its quota does.
 */
export async function startSmtpServer() {
  const recipients: string[] = [];
  const limits = { rejectAfter: Infinity };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The client is this machine; a reverse DNS lookup per connection would only slow the test.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (recipients.length >= limits.rejectAfter) callback(new Error('Too many messages, try later'));
      else callback();
    },
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    limits,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
