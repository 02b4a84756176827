import { z } from 'zod';
import { formFlag } from '../http/form-flag.js';
import { ValidationFailed } from '../http/validation.js';

/** The multipart file field of a cover image (read with `imageUpload(COVER_FIELD)`); its description is `coverImageAlt`. */
export const COVER_FIELD = 'coverImage';

/** The cover image's fields in an edit form, beside the file itself. */
export const coverImageFields = {
  coverImageAlt: z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(200, { error: 'The description may not be longer than 200 characters.' })
    .default(''),
  removeCoverImage: formFlag,
};

interface CoverInput {
  coverImageAlt: string;
  removeCoverImage: boolean;
}

/**
 * Checks a form's cover before anything is written (an image, kept or new, needs its description) and
 * returns what saves it: the new image is stored only when that is called, once the rest of the form
 * is known to be valid, so a refused form leaves no file behind. The current image stays unless
 * replaced or removed.
 */
export function coverSaver(current: string | null, input: CoverInput, storeCover?: () => Promise<string>) {
  const kept = input.removeCoverImage ? null : current;
  if ((storeCover || kept) && !input.coverImageAlt)
    throw new ValidationFailed({ coverImageAlt: 'Describe the image for people who cannot see it.' });
  return async (): Promise<{ coverImage: string | null; coverImageAlt: string | null }> => {
    const coverImage = storeCover ? await storeCover() : kept;
    return { coverImage, coverImageAlt: coverImage ? input.coverImageAlt : null };
  };
}
