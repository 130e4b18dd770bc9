/**
 * The content of the engage pages, kept as typed data apart from the components so the
 * organisation edits words, links and media without touching code. Text may use `{name}`, which
 * becomes the speaker's name from the runtime config (`FOUNDER_NAME`).
 */
import type { BackgroundVideoSources } from '@beacon/shared/ui';

/** An external link; opens in a new tab. */
export interface ExternalLink {
  href: string;
  label: string;
}

/** One line of the Quick Info card. */
export interface QuickInfoItem {
  label: string;
  text: string;
}

/** The words around the featured event; the event itself (the next one marked Featured) comes from the events table. */
export interface FeaturedEventCopy {
  heading: string;
  /** The link to the event's own page. */
  detailsLink: string;
}

export interface SpeakingContent {
  /** Above the speaker's name in the hero. */
  eyebrow: string;
  /** Plain text; a blank line starts a new paragraph. */
  biography: string;
  topics: readonly string[];
  quickInfo: { title: string; subtitle: string; items: readonly QuickInfoItem[] };
  featuredEvent: FeaturedEventCopy;
  /** More about the speaker, under the biography. */
  links: readonly ExternalLink[];
  booking: { heading: string; intro: string; availabilityNote: string };
  stickyBar: { text: string; button: string };
}

export interface TipsContent {
  heading: string;
  intro: string;
  anonymousNote: string;
  video: BackgroundVideoSources;
}
