import type { Request } from 'express';
import multer from 'multer';
import { ValidationFailed } from '../../http/validation.js';
import { multipartForm } from '../../uploads/multipart.js';
import { MAX_IMPORT_BYTES } from './csv-import.js';

export const CSV_FIELD = 'file';

const parse = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 },
}).single(CSV_FIELD);

const fileError = (message: string) => new ValidationFailed({ [CSV_FIELD]: message });

const tooLarge = (error: unknown) => error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE';

/** Reads the import form's one CSV file into memory; limits and broken forms come back as errors on the field. */
export const csvUpload = multipartForm(parse, (error) =>
  fileError(
    tooLarge(error) ? 'The file may not be larger than 1 MB.' : 'The upload could not be read. Send one CSV file.',
  ),
);

/** The uploaded file as text: it must be there and be UTF-8. */
export function uploadedText(req: Request): string {
  if (!req.file) throw fileError('Choose a CSV file to import.');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(req.file.buffer);
  } catch {
    throw fileError('The file must be UTF-8 text.');
  }
}
