/**
 * The content entities of the investigation pages, kept as typed data apart from the
 * components so the organisation edits words, links and media without touching code. Text and
 * URLs may use the runtime-config tokens of siteTokens.ts (`{organisationName}`, `{hoaxName}`, …).
 */
import type { BackgroundVideoSources } from '@beacon/shared/ui';

/** A link under an exhibit; opens in a new tab. */
export interface ExhibitLink {
  href: string;
  label: string;
}

/** An exhibit: a numbered piece of evidence. */
export interface Exhibit {
  number: number;
  title: string;
  /** Plain text; a blank line starts a new paragraph. */
  description: string;
  /** A video page URL (`https://www.youtube.com/watch?v=<id>`), embedded through the privacy-enhanced player. */
  videoURL?: string;
  links: ExhibitLink[];
}

/** An action card: something a reader can do, with an external-link button. */
export interface ActionCard {
  number: number;
  title: string;
  buttonText: string;
  /** The button's background (any CSS colour); its text turns black or white to stay readable. */
  buttonColor: string;
  /** Absolute URL, opened in a new tab. */
  buttonURL: string;
  imageUrl: string;
  /** Describes the image for screen readers (required for accessibility). */
  imageAlt: string;
}

/** An investigation page: the election page and the hoax page share this layout. */
export interface Investigation {
  /** Document title, and the small label above the hero title. */
  label: string;
  /** The hero's heading. */
  title: string;
  intro: string;
  hero: BackgroundVideoSources;
  exhibitsHeading: string;
  exhibits: Exhibit[];
  actionsHeading: string;
  actionsIntro: string;
  actions: ActionCard[];
}
