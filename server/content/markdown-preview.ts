import type { Request, Response } from 'express';
import { z } from 'zod';
import { errorsFromZod } from '../http/validation.js';
import { MARKDOWN_TOO_DEEP, renderMarkdown, rendersAsMarkdown } from '../markdown.js';

export const MARKDOWN_MAX_LENGTH = 100_000;

const previewSchema = z.strictObject({
  body: z
    .string({ error: 'The text must be text.' })
    .max(MARKDOWN_MAX_LENGTH, { error: 'The text may not be longer than 100,000 characters.' })
    .refine(rendersAsMarkdown, { error: MARKDOWN_TOO_DEEP })
    .default(''),
});

/**
 * An editor's live preview (`POST { body }` → `{ html }`, for MarkdownField): JSON, not a page, rendered
 * by the same renderer and sanitiser as the published page. Mount it behind the editor's own guard.
 */
export function markdownPreview(req: Request, res: Response): void {
  const input = previewSchema.safeParse(req.body);
  if (!input.success) return void res.status(422).json({ errors: errorsFromZod(input.error) });
  res.json({ html: renderMarkdown(input.data.body) });
}
