// Props of the admin blog pages, shared by presenters and pages (dates are ISO strings).
import type { PostState, PostStatus } from '../blog-posts';
import type { ImageView } from './images';

export interface AdminPostSummary {
  id: number;
  title: string;
  slug: string;
  state: PostState;
  publishedAt: string | null;
  updatedAt: string;
  /** null when the author deleted their account. */
  author: string | null;
  deletedAt: string | null;
}

export interface AdminPostDetail {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  status: PostStatus;
  state: PostState;
  publishedAt: string | null;
  cover: ImageView | null;
  coverImageAlt: string;
  /** The tags' names, comma-separated, as the editor's field shows them. */
  tags: string;
  deletedAt: string | null;
}
