import multer from 'multer';
import { ValidationFailed } from '../http/validation.js';
import { multipartForm } from './multipart.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// A text field may be as long as the JSON body limit allows (a long Markdown text in a multipart form).
const limits = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 50, fieldSize: 1024 * 1024, parts: 60 };

const UNREADABLE = 'The upload could not be read. Please try again.';

function uploadError(error: unknown, field: string): ValidationFailed {
  if (!(error instanceof multer.MulterError)) return new ValidationFailed({ [field]: UNREADABLE });
  if (error.code === 'LIMIT_FILE_SIZE')
    return new ValidationFailed({ [field]: 'The image may not be larger than 5 MB.' });
  if (error.code === 'LIMIT_UNEXPECTED_FILE')
    return new ValidationFailed({ [error.field ?? field]: 'This field is not accepted.' });
  return new ValidationFailed({ [field]: UNREADABLE });
}

/**
 * Reads a multipart form with at most one image in `field`, held in memory (never trusted by its name
 * or type: `checkImage` checks the content). Other requests pass through untouched. Upload limits and
 * broken forms come back as validation errors on the field, not as a failure.
 */
export function imageUpload(field: string) {
  return multipartForm(multer({ storage: multer.memoryStorage(), limits }).single(field), (error) =>
    uploadError(error, field),
  );
}
