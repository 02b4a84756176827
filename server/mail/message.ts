export interface MessageLayout {
  appName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Text someone wrote (an organiser's message), after the paragraphs: Markdown as text, sanitised HTML. */
  body?: { text: string; html: string };
  /** An inline image of the HTML part (an attachment with this content id), shown after the paragraphs. */
  image?: { cid: string; alt: string };
}

/** A last line under the brand's signature, with its link (a guardian's revoke link, say). */
export interface Footnote {
  text: string;
  url: string;
}

export interface RenderedMessage {
  text: string;
  html: string;
}

/** A message to one address whose heading is its subject, as most notices are. */
export function noticeTo(
  to: string,
  subject: string,
  layout: Omit<MessageLayout, 'heading'>,
): RenderedMessage & { to: string; subject: string } {
  return { to, subject, ...layoutMessage({ ...layout, heading: subject }) };
}

/** The shared look of every e-mail: a heading, some paragraphs, an optional button, the brand. */
export function layoutMessage({ appName, heading, paragraphs, body, action, image }: MessageLayout): RenderedMessage {
  return {
    text: textPart(appName, heading, body ? [...paragraphs, body.text] : paragraphs, action),
    html: htmlPart(appName, heading, paragraphs, action, image, body?.html),
  };
}

/** The message with the footnote after everything else, in both parts; unchanged without one. */
export function withFootnote<Message extends RenderedMessage>(message: Message, footnote: Footnote | null): Message {
  if (!footnote) return message;
  const html =
    `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(footnote.text)} ` +
    `<a href="${escapeHtml(footnote.url)}">${escapeHtml(footnote.url)}</a></p>\n</body>`;
  return {
    ...message,
    text: `${message.text}\n${footnote.text} ${footnote.url}\n`,
    html: message.html.replace(/<\/body>(?![\s\S]*<\/body>)/, html),
  };
}

function textPart(appName: string, heading: string, paragraphs: string[], action: MessageLayout['action']): string {
  const blocks = [heading, ...paragraphs];
  if (action) blocks.push(`${action.label}: ${action.url}`);
  blocks.push(`-- ${appName}`);
  return `${blocks.join('\n\n')}\n`;
}

function htmlPart(
  appName: string,
  heading: string,
  paragraphs: string[],
  action: MessageLayout['action'],
  image: MessageLayout['image'],
  sanitisedHtml?: string,
): string {
  const body = [
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`),
  ];
  if (sanitisedHtml) body.push(`<div style="margin:0 0 16px">${sanitisedHtml}</div>`);
  if (image)
    body.push(
      `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="240" height="240"></p>`,
    );
  if (action) {
    body.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#171717;color:#ffffff;` +
        `padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(action.url)}</p>`,
    );
  }
  return [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;color:#171717;max-width:560px;margin:0 auto;padding:24px">',
    ...body,
    `<p style="margin:32px 0 0;font-size:13px;color:#555">${escapeHtml(appName)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
