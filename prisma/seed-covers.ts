import sharp from 'sharp';
import { checkImage } from '../server/uploads/images.js';

export interface CoverArt {
  /** Two colours of the gradient, e.g. ['#4338ca', '#f59e0b']. */
  colours: readonly [string, string];
  alt: string;
}

/** An abstract cover for demo content (gradient and soft circles), stored like an uploaded image. */
export async function storeDemoCover(uploadDir: string, { colours: [from, to] }: CoverArt): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <circle cx="1250" cy="220" r="260" fill="#ffffff" fill-opacity="0.16"/>
    <circle cx="300" cy="760" r="340" fill="#ffffff" fill-opacity="0.10"/>
    <circle cx="900" cy="480" r="120" fill="#ffffff" fill-opacity="0.20"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await checkImage(png, 'coverImage')).store(uploadDir);
}
