import { BackgroundVideo, ButtonLink, Flex, Typography } from '@beacon/shared/ui';
import { fillSiteTokens, useConfig } from '@beacon/shared';
import { paths } from '@beacon/shared/routes';
import type { HomeBody } from '@beacon/shared/schemas';
import heroWebm from './assets/hero.webm';
import heroMp4 from './assets/hero.mp4';
import heroPoster from './assets/hero-poster.webp';

const HERO_VIDEO = { webm: heroWebm, mp4: heroMp4, poster: heroPoster };

/** The four ways in, in order: where each leads, and which of the record's button labels it wears. */
const CALLS_TO_ACTION: readonly { to: string; label: keyof HomeBody['buttons']; primary?: true }[] = [
  { to: paths.videoReports.archive.href(), label: 'videoReports', primary: true },
  { to: paths.tips.href(), label: 'tips' },
  { to: paths.events.list.href(), label: 'events' },
  { to: paths.speaking.href(), label: 'speaking' },
];

/**
 * Full-viewport hero: a looping muted background video under a dark overlay, the mission and the way in,
 * in the words of the home page's record (site tokens such as `{organisationName}` filled).
 */
export function HomeHero({ words }: { words: HomeBody }) {
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
            {fillSiteTokens(words.missionLine, site)}
          </Typography.Paragraph>
          <Flex gap={12} wrap justify="center">
            {CALLS_TO_ACTION.map((cta) => (
              <ButtonLink key={cta.to} to={cta.to} size="large" type={cta.primary ? 'primary' : 'default'}>
                {fillSiteTokens(words.buttons[cta.label], site)}
              </ButtonLink>
            ))}
          </Flex>
        </Flex>
      </BackgroundVideo>
    </section>
  );
}
