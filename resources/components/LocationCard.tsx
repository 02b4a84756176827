import { routes } from '../lib/routes';
import type { LocationSummary } from '../../common/types/content';
import { MapPinIcon } from './icons';
import { Card } from './ui/Card';

export function LocationCard({ location, headingLevel }: { location: LocationSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card
      href={routes.locations.show(location.slug)}
      title={location.name}
      headingLevel={headingLevel}
      eyebrow={
        <span className="inline-flex items-center gap-1.5">
          <MapPinIcon className="size-4" />
          {location.placeName}
        </span>
      }
    >
      {location.description}
    </Card>
  );
}
