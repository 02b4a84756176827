import { z } from 'zod';
import { MAX_TAG_LENGTH, MAX_TAGS, splitTagNames } from '../../../common/tags.js';
import { slugify } from '../../../common/slugs.js';

/** The editor's "Tags" field: comma-separated names, each with letters or digits in it. */
export const tagsField = z
  .string({ error: 'Tags must be text.' })
  .max(1000, { error: 'Tags may not be longer than 1,000 characters.' })
  .default('')
  .transform((text) => splitTagNames(text))
  .check((context) => {
    const names = context.value;
    if (names.length > MAX_TAGS)
      context.issues.push({ code: 'custom', input: names, message: `Use at most ${MAX_TAGS} tags.` });
    for (const name of names) {
      if (name.length > MAX_TAG_LENGTH)
        context.issues.push({
          code: 'custom',
          input: names,
          message: `A tag may be at most ${MAX_TAG_LENGTH} characters: “${name.slice(0, MAX_TAG_LENGTH)}…”.`,
        });
      else if (!slugify(name, ''))
        context.issues.push({ code: 'custom', input: names, message: `A tag needs a letter or a digit: “${name}”.` });
    }
  });
