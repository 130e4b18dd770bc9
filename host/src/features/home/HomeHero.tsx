import { useEffect, useRef, useState, type ReactNode } from 'react';
import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import { ButtonLink, Flex, Typography, usePrefersReducedMotion } from '@beacon/shared/ui';
import { useConfig } from '@beacon/shared';
import { paths } from '@beacon/shared/routes';
import heroWebm from './assets/hero.webm';
import heroMp4 from './assets/hero.mp4';
import heroPoster from './assets/hero-poster.webp';

export const MISSION_LINE = 'Independent reporting that asks hard questions and holds power to account.';

const CALLS_TO_ACTION = [
  { to: paths.videoReports.archive.href(), label: 'Video Reports', primary: true },
  { to: paths.tips.href(), label: 'Send a Tip' },
  { to: paths.events.list.href(), label: 'Events' },
  { to: paths.speaking.href(), label: 'Book a Speaker' },
] as const;

/**
 * The looping muted background video with its pause control. The served HTML has no `autoplay`
 * (the server cannot know the visitor's motion preference): playback starts after hydration,
 * unless reduced motion is requested or the visitor paused it. The button's name says what it
 * does next; the video's own play/pause events keep it honest (a browser may refuse to play).
 */
function HeroVideo({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reducedMotion) video.pause();
    else if (!pausedByVisitor.current) video.play()?.catch(() => setPlaying(false));
  }, [reducedMotion]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    pausedByVisitor.current = playing;
    if (playing) video.pause();
    else video.play()?.catch(() => setPlaying(false));
  };

  return (
    <>
      <video
        ref={ref}
        className="beacon-hero-video"
        muted
        loop
        playsInline
        preload="none"
        poster={heroPoster}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={heroWebm} type="video/webm" />
        <source src={heroMp4} type="video/mp4" />
      </video>
      {children}
      <button
        type="button"
        className="beacon-hero-toggle"
        aria-label={playing ? 'Pause background video' : 'Play background video'}
        onClick={toggle}
      >
        {playing ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
      </button>
    </>
  );
}

/** Full-viewport hero: a looping muted background video under a dark overlay, the mission and the way in. */
export function HomeHero() {
  const { site } = useConfig();
  return (
    <section className="beacon-hero" aria-labelledby="home-title">
      <HeroVideo>
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
      </HeroVideo>
    </section>
  );
}
