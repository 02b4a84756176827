import { Link } from '@inertiajs/react';
import { EventCard } from '../components/EventCard';
import { LocationCard } from '../components/LocationCard';
import { PostCard } from '../components/PostCard';
import { buttonClasses } from '../components/ui/Button';
import { CardGrid } from '../components/ui/CardGrid';
import { SectionHeading } from '../components/ui/SectionHeading';
import { useSharedProps } from '../hooks/use-shared-props';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import type { PageProps } from '../../common/types/pages';

// No <Head title>: the home page title is the brand alone.
export default function Welcome({ events, posts, locations }: PageProps['Welcome']) {
  const { t } = useTranslation();
  const { appName } = useSharedProps();

  return (
    <div className="space-y-20">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-800 to-violet-900 px-6 py-14 text-white shadow-xl sm:px-12 sm:py-20">
        <h1 className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">{t('welcome.heading', { appName })}</h1>
        <p className="mt-5 max-w-xl text-lg leading-8 text-indigo-100">{t('welcome.intro')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={routes.events.index()} className={buttonClasses('inverse')}>
            {t('welcome.events.viewAll')}
          </Link>
          <Link href={routes.blog.index()} className={buttonClasses('outlineInverse')}>
            {t('welcome.posts.viewAll')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="next-events">
        <SectionHeading
          id="next-events"
          title={t('welcome.events.heading')}
          link={{ href: routes.events.index(), label: t('welcome.events.viewAll') }}
        />
        <CardGrid
          items={events}
          itemKey={(event) => event.id}
          empty={t('welcome.events.empty')}
          renderItem={(event) => <EventCard event={event} />}
        />
      </section>

      <section aria-labelledby="latest-posts">
        <SectionHeading
          id="latest-posts"
          title={t('welcome.posts.heading')}
          link={{ href: routes.blog.index(), label: t('welcome.posts.viewAll') }}
        />
        <CardGrid
          items={posts}
          itemKey={(post) => post.id}
          empty={t('welcome.posts.empty')}
          renderItem={(post) => <PostCard post={post} />}
        />
        <p className="mt-4">
          <a
            href={routes.blog.feed()}
            className="text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('welcome.feed')}
          </a>
        </p>
      </section>

      <section aria-labelledby="featured-locations">
        <SectionHeading
          id="featured-locations"
          title={t('welcome.locations.heading')}
          link={{ href: routes.locations.index(), label: t('welcome.locations.viewAll') }}
        />
        <CardGrid
          items={locations}
          itemKey={(location) => location.id}
          empty={t('welcome.locations.empty')}
          renderItem={(location) => <LocationCard location={location} />}
        />
      </section>
    </div>
  );
}
