const OPENSTREETMAP = 'https://www.openstreetmap.org';
const ZOOM = 17;

interface Place {
  streetAddress: string;
  postCode: string;
  placeName: string;
  latitude: number | null;
  longitude: number | null;
}

/** Where a place is on OpenStreetMap: a marker at its coordinates when known, else a search for its address. */
export function mapUrl({ streetAddress, postCode, placeName, latitude, longitude }: Place): string {
  if (latitude !== null && longitude !== null) {
    return `${OPENSTREETMAP}/?mlat=${latitude}&mlon=${longitude}#map=${ZOOM}/${latitude}/${longitude}`;
  }
  return `${OPENSTREETMAP}/search?${new URLSearchParams({ query: `${streetAddress}, ${postCode} ${placeName}` }).toString()}`;
}
