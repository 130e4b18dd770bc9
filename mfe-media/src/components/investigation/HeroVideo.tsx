import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { BackgroundVideo, type BackgroundVideoSources } from '@beacon/shared/ui';

interface HeroVideoProps {
  video: BackgroundVideoSources;
  children: ReactNode;
}

/** A full-screen hero: the title and intro (`children`) over the page's background video and its pause control. */
export function HeroVideo({ video, children }: HeroVideoProps) {
  // The poster is the largest thing on the first screen: fetched first, from the served page's head.
  preload(video.poster, { as: 'image', fetchPriority: 'high' });
  return (
    <section className="media-hero" aria-labelledby="media-hero-title">
      <BackgroundVideo video={video} className="media-hero-video" toggleClassName="media-hero-toggle" preload="none" firstScreen>
        <div className="media-hero-overlay" />
        <div className="media-hero-content">{children}</div>
      </BackgroundVideo>
    </section>
  );
}
