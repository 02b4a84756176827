import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { ValidationFailed } from '../http/validation.js';
import { variantFile } from './image-key.js';

/** The widths an image is stored at; an image is never enlarged, so a small one gets fewer. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** Against decompression bombs: a small file that unpacks to a huge picture is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
const QUALITY = 80;

const NOT_AN_IMAGE = 'Choose a JPEG, PNG, WebP, AVIF or GIF image.';

/** Whether the decoded content (not the name or the claimed type) is one of the accepted formats. */
function acceptedFormat(metadata: Metadata): boolean {
  if (['jpeg', 'png', 'webp', 'gif'].includes(metadata.format)) return true;
  // AVIF is decoded by the HEIF reader; other HEIF flavours (HEIC) are not for the web.
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

async function readMetadata(input: Buffer, field: string): Promise<Metadata> {
  // Reading the header decodes no pixels; the size is checked here so a bomb gets its own message.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || !acceptedFormat(metadata)) throw new ValidationFailed({ [field]: NOT_AN_IMAGE });
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ValidationFailed({ [field]: 'The image has too many pixels: use one under 40 megapixels.' });
  }
  return metadata;
}

/** The widths to store for an image `width` pixels wide: the standard ones below it, and its own up to the largest. */
function widthsFor(width: number): number[] {
  const smaller = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  const largest = Math.max(...IMAGE_WIDTHS);
  return width >= largest ? [...IMAGE_WIDTHS] : [...smaller, width];
}

export interface CheckedImage {
  /** Stores the image at web widths and gives back the key the record keeps. */
  store(uploadDir: string): Promise<string>;
}

/**
 * Checks that `input` really is an image by decoding it (its name and claimed type mean nothing);
 * refuses anything else with a validation error on `field`. Nothing is written until `store`, so a
 * form that fails on another field leaves no file behind.
 */
export async function checkImage(input: Buffer, field: string): Promise<CheckedImage> {
  const metadata = await readMetadata(input, field);
  return { store: (uploadDir) => storeVariants(uploadDir, input, widthsFor(metadata.autoOrient.width), field) };
}

/**
 * Writes the image at each width as WebP (turned upright; metadata such as a GPS position dropped)
 * under names made from its content.
 */
async function storeVariants(uploadDir: string, input: Buffer, widths: number[], field: string): Promise<string> {
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const variants = await Promise.all(
    widths.map(async (width) => ({
      width,
      data: await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer(),
    })),
  ).catch(() => {
    throw new ValidationFailed({ [field]: NOT_AN_IMAGE });
  });
  await mkdir(uploadDir, { recursive: true });
  await Promise.all(variants.map(({ width, data }) => writeFile(path.join(uploadDir, variantFile(hash, width)), data)));
  return `${hash}_${widths.join('-')}`;
}
