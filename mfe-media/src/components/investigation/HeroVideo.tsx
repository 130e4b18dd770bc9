import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import type { ContentHero } from '@beacon/shared/schemas';
import { BackgroundVideo } from '@beacon/shared/ui';
import { mediaUrl } from '../../content/bundledMedia';

interface HeroVideoProps {
  hero: ContentHero;
  children: ReactNode;
}

/**
 * A full-screen hero: the title and intro (`children`) over the page's background video and its pause
 * control; over the poster alone when the record has no video (or none this build has).
 */
export function HeroVideo({ hero, children }: HeroVideoProps) {
  const poster = mediaUrl(hero.poster);
  const webm = mediaUrl(hero.webm);
  const mp4 = mediaUrl(hero.mp4);
  // The poster is the largest thing on the first screen: fetched first, from the served page's head.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  return (
    <section className="media-hero" aria-labelledby="media-hero-title">
      {webm || mp4 ? (
        <BackgroundVideo
          video={{ webm, mp4, poster: poster ?? '' }}
          className="media-hero-video"
          toggleClassName="media-hero-toggle"
          preload="none"
          firstScreen
        >
          <div className="media-hero-overlay" />
          <div className="media-hero-content">{children}</div>
        </BackgroundVideo>
      ) : (
        <>
          {poster && <img className="media-hero-video" src={poster} alt="" fetchPriority="high" />}
          <div className="media-hero-overlay" />
          <div className="media-hero-content">{children}</div>
        </>
      )}
    </section>
  );
}
