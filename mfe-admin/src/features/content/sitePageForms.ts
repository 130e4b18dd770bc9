import type { ContentLink, HomeBody, LandingBody, MottoWord, QuickInfoItem, SpeakingBody } from '@beacon/shared/schemas';

/**
 * The site pages' forms hold their bodies as the schemas have them; these turn a form's values back into
 * a body with exactly the schema's fields, in its order (so two bodies compare as text).
 */

/** A field the form has not filled yet (a row just added) is an empty text. */
const text = (value: string | undefined): string => value ?? '';
const links = (items: readonly ContentLink[] | undefined): ContentLink[] =>
  (items ?? []).map((link) => ({ label: text(link.label), href: text(link.href) }));

export function speakingBodyOf(form: Partial<SpeakingBody>): SpeakingBody {
  return {
    eyebrow: text(form.eyebrow),
    biography: text(form.biography),
    topics: (form.topics ?? []).map(text),
    quickInfo: {
      title: text(form.quickInfo?.title),
      subtitle: text(form.quickInfo?.subtitle),
      items: (form.quickInfo?.items ?? []).map((item): QuickInfoItem => ({ label: text(item.label), text: text(item.text) })),
    },
    featuredEvent: { heading: text(form.featuredEvent?.heading), detailsLink: text(form.featuredEvent?.detailsLink) },
    links: links(form.links),
    booking: {
      heading: text(form.booking?.heading),
      intro: text(form.booking?.intro),
      availabilityNote: text(form.booking?.availabilityNote),
    },
    stickyBar: { text: text(form.stickyBar?.text), button: text(form.stickyBar?.button) },
  };
}

export function homeBodyOf(form: Partial<HomeBody>): HomeBody {
  return {
    missionLine: text(form.missionLine),
    buttons: {
      videoReports: text(form.buttons?.videoReports),
      tips: text(form.buttons?.tips),
      events: text(form.buttons?.events),
      speaking: text(form.buttons?.speaking),
    },
    latestVideosHeading: text(form.latestVideosHeading),
  };
}

export function landingBodyOf(form: Partial<LandingBody>): LandingBody {
  return {
    pageTitle: text(form.pageTitle),
    heading: text(form.heading),
    intro: text(form.intro),
    motto: (form.motto ?? []).map((word): MottoWord => ({ word: text(word.word), color: text(word.color) })),
    mailingListTitle: text(form.mailingListTitle),
    emailLabel: text(form.emailLabel),
    emailPlaceholder: text(form.emailPlaceholder),
    signUp: text(form.signUp),
    sponsor: text(form.sponsor),
  };
}

export const emptyTopic = (): string => '';
export const emptyQuickInfoItem = (): QuickInfoItem => ({ label: '', text: '' });
/** A new motto word starts white: readable on the launch card's dark background. */
export const emptyMottoWord = (): MottoWord => ({ word: '', color: '#ffffff' });
