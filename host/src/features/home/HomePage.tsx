import { PageMain } from '@beacon/shared/ui';
import { HomeHero } from './HomeHero';

/** The home page is the host's own: the hero, then the remotes' home widgets. */
export function HomePage() {
  return (
    <PageMain title="">
      <HomeHero />
    </PageMain>
  );
}
