// Multipart bodies as a broken client or an attacker sends them, each with the Content-Type it claims.

export interface RawBody {
  contentType: string;
  body: Buffer;
}

const BOUNDARY = 'agora-test-boundary';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name: string, value: string, filename?: string): string {
  const file = filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: application/octet-stream`;
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
}

const form = (...parts: string[]) => Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`, 'utf8');

/** Broken multipart forms carrying a file in `fileField` beside a text field `textField`. */
export function brokenMultipartBodies(fileField: string, textField: string): Record<string, RawBody> {
  const whole = form(part(textField, 'Some text'), part(fileField, 'file content', 'upload.bin'));
  return {
    'a truncated form': { contentType: TYPE, body: whole.subarray(0, whole.length - 30) },
    'no boundary': { contentType: 'multipart/form-data', body: whole },
    'an empty file part': {
      contentType: TYPE,
      body: form(part(textField, 'Some text'), part(fileField, '', 'empty.bin')),
    },
    'a NUL in the file name': { contentType: TYPE, body: form(part(fileField, 'file content', 'evil\u0000.png')) },
    'an empty body': { contentType: TYPE, body: Buffer.alloc(0) },
  };
}
