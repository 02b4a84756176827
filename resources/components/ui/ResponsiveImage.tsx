import type { ImageView } from '../../../common/types/images';

interface ResponsiveImageProps {
  image: ImageView;
  /** How wide the image is shown, so the browser picks the right file from `srcSet`. */
  sizes: string;
  className?: string;
  /** Above the fold (a post's own cover): load at once instead of lazily. */
  eager?: boolean;
}

/** An uploaded image at the width the layout needs (the server stores several), with its alt text. */
export function ResponsiveImage({ image, sizes, className = '', eager = false }: ResponsiveImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
