import type { ImageView } from '../../common/types/images.js';
import { imageVariants } from './image-key.js';

/** The width the `src` fallback aims at: most layouts show a cover at about this size. */
const DEFAULT_WIDTH = 960;

/** What a page needs to show a stored image: a fallback `src`, the `srcSet` of every width, its alt text. */
export function presentImage(key: string | null, alt: string | null): ImageView | null {
  const variants = key ? imageVariants(key) : [];
  if (variants.length === 0) return null;
  const fallback = variants.filter((variant) => variant.width <= DEFAULT_WIDTH).at(-1) ?? variants[0]!;
  return {
    src: fallback.url,
    srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    alt: alt ?? '',
  };
}

/** The URL of an image's largest stored width (for share previews), or null. */
export function largestImageUrl(key: string | null): string | null {
  return (key && imageVariants(key).at(-1)?.url) || null;
}
