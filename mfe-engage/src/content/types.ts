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

/** An image with its intrinsic size (so its space is reserved before it loads) and its description. */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
  /** Describes the image for screen readers (required for accessibility). */
  alt: string;
}

/** One line of the Quick Info card. */
export interface QuickInfoItem {
  label: string;
  text: string;
}

export interface FeaturedEvent {
  heading: string;
  title: string;
  /** Shown as written: the day and time of the event. */
  when: string;
  where: string;
  /** Plain text; a blank line starts a new paragraph. */
  description: string;
  /** The hosting chapter's page. */
  chapterLink: ExternalLink;
  flyer: ContentImage;
}

export interface SpeakingContent {
  /** Above the speaker's name in the hero. */
  eyebrow: string;
  /** Plain text; a blank line starts a new paragraph. */
  biography: string;
  topics: readonly string[];
  quickInfo: { title: string; subtitle: string; items: readonly QuickInfoItem[] };
  featuredEvent: FeaturedEvent;
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
