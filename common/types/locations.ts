// Props of the location and post code pages (admin and public), shared by presenters and pages.

export interface PostCodeChoice {
  id: number;
  code: string;
  placeName: string;
}

export interface PostCodeSummary extends PostCodeChoice {
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  locationsCount: number;
  membersCount: number;
}

export interface AdminLocationSummary {
  id: number;
  name: string;
  slug: string;
  placeName: string;
  published: boolean;
  featured: boolean;
  updatedAt: string;
  deletedAt: string | null;
}

export interface AdminLocationDetail {
  id: number;
  name: string;
  slug: string;
  description: string;
  streetAddress: string;
  postCode: PostCodeChoice;
  latitude: number | null;
  longitude: number | null;
  capacity: number | null;
  /** At the door (SPEC §11): entry is refused once `capacity` people are inside. */
  capacityIsHardLimit: boolean;
  published: boolean;
  featured: boolean;
  deletedAt: string | null;
}
