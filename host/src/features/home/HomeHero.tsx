import { BackgroundVideo, ButtonLink, Flex, Typography } from '@beacon/shared/ui';
import { useConfig } from '@beacon/shared';
import { paths } from '@beacon/shared/routes';
import heroWebm from './assets/hero.webm';
import heroMp4 from './assets/hero.mp4';
import heroPoster from './assets/hero-poster.webp';

export const MISSION_LINE = 'Independent reporting that asks hard questions and holds power to account.';

const HERO_VIDEO = { webm: heroWebm, mp4: heroMp4, poster: heroPoster };

const CALLS_TO_ACTION = [
  { to: paths.videoReports.archive.href(), label: 'Video Reports', primary: true },
  { to: paths.tips.href(), label: 'Send a Tip' },
  { to: paths.events.list.href(), label: 'Events' },
  { to: paths.speaking.href(), label: 'Book a Speaker' },
] as const;

/** Full-viewport hero: a looping muted background video under a dark overlay, the mission and the way in. */
export function HomeHero() {
  const { site } = useConfig();
  return (
    <section className="beacon-hero" aria-labelledby="home-title">
      <BackgroundVideo video={HERO_VIDEO} className="beacon-hero-video" toggleClassName="beacon-hero-toggle" preload="none">
        <div className="beacon-hero-overlay" />
        <Flex vertical align="center" justify="center" gap={24} className="beacon-hero-content">
          <Typography.Title id="home-title" style={{ margin: 0, fontSize: 'clamp(2rem, 6vw, 4rem)' }}>
            {site.organisationName}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 'clamp(1rem, 2.6vw, 1.4rem)', maxWidth: 720, margin: 0 }}>
            {MISSION_LINE}
          </Typography.Paragraph>
          <Flex gap={12} wrap justify="center">
            {CALLS_TO_ACTION.map((cta) => (
              <ButtonLink key={cta.to} to={cta.to} size="large" type={'primary' in cta ? 'primary' : 'default'}>
                {cta.label}
              </ButtonLink>
            ))}
          </Flex>
        </Flex>
      </BackgroundVideo>
    </section>
  );
}
