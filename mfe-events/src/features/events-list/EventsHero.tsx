import type { MouseEvent } from 'react';
import { Button } from '@beacon/shared/ui';
import { EVENTS_COPY } from '../../content/events';

/** The ids of the two sections, the targets of the hero's anchors. */
export const SECTION_IDS = { upcoming: 'upcoming', past: 'past' } as const;

/**
 * Scrolls to a section (smoothly unless the visitor asked for less motion; the section's scroll margin
 * keeps its heading clear of the top bar) and moves focus to its heading, so keyboard and screen-reader
 * users continue from there.
 */
function jumpTo(id: string) {
  return (event: MouseEvent<HTMLElement>) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    section.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
}

/** 'Join Us at Events', the subtitle and the two anchors to the sections. */
export function EventsHero() {
  return (
    <header className="events-hero">
      <h1 className="events-hero-title">{EVENTS_COPY.heroTitle}</h1>
      <p className="events-hero-subtitle">{EVENTS_COPY.heroSubtitle}</p>
      <div className="events-actions events-hero-actions">
        <Button type="primary" size="large" href={`#${SECTION_IDS.upcoming}`} onClick={jumpTo(SECTION_IDS.upcoming)}>
          {EVENTS_COPY.seeUpcoming}
        </Button>
        <Button size="large" href={`#${SECTION_IDS.past}`} onClick={jumpTo(SECTION_IDS.past)}>
          {EVENTS_COPY.viewPast}
        </Button>
      </div>
    </header>
  );
}
