// An image key names a stored image and the widths it exists at: `{content hash}_{w1}-{w2}-…`.

const KEY = /^([0-9a-f]{32})_(\d{1,5}(?:-\d{1,5})*)$/;

export const UPLOADS_PATH = '/uploads';

export const variantFile = (hash: string, width: number) => `${hash}-${width}.webp`;

export interface ImageVariant {
  url: string;
  width: number;
}

/** The stored files of an image key, smallest first; none for a key that is not one. */
export function imageVariants(key: string): ImageVariant[] {
  const match = KEY.exec(key);
  if (!match) return [];
  const [, hash, widths] = match as unknown as [string, string, string];
  return widths
    .split('-')
    .map(Number)
    .sort((a, b) => a - b)
    .map((width) => ({ url: `${UPLOADS_PATH}/${variantFile(hash, width)}`, width }));
}
