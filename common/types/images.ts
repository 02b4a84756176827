/** A stored image as a page shows it: a fallback `src`, `srcSet` with every stored width, and its alt text. */
export interface ImageView {
  src: string;
  srcSet: string;
  alt: string;
}
