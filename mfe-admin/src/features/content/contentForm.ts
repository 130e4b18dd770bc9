import type { FormInstance } from 'antd';
import type {
  ContentActionCard,
  ContentBody,
  ContentExhibit,
  ContentKind,
  ContentState,
  ContentSummary,
  HomeBody,
  InvestigationBody,
  LandingBody,
  SpeakingBody,
  TeaserBody,
} from '@beacon/shared/schemas';
import { homeBodyOf, landingBodyOf, speakingBodyOf } from './sitePageForms';

/**
 * The editor's form holds a body as the schema has it, except that optional files and videos are ''
 * (an empty input) where the body has null.
 */
export type ExhibitForm = Omit<ContentExhibit, 'videoUrl'> & { videoUrl: string };
export type InvestigationForm = Omit<InvestigationBody, 'hero' | 'exhibits'> & {
  hero: { webm: string; mp4: string; poster: string };
  exhibits: ExhibitForm[];
};
export type ContentForm = InvestigationForm | TeaserBody | SpeakingBody | HomeBody | LandingBody;

const orEmpty = (value: string | null): string => value ?? '';
const orNull = (value: string | undefined | null): string | null => (value?.trim() ? value.trim() : null);

export const isInvestigation = (kind: ContentKind, body: ContentBody): body is InvestigationBody =>
  kind === 'investigation' && 'exhibits' in body;

export function formOfBody(kind: ContentKind, body: ContentBody): ContentForm {
  if (!isInvestigation(kind, body)) return { ...body };
  return {
    ...body,
    hero: { webm: orEmpty(body.hero.webm), mp4: orEmpty(body.hero.mp4), poster: body.hero.poster },
    exhibits: body.exhibits.map((exhibit) => ({ ...exhibit, videoUrl: orEmpty(exhibit.videoUrl) })),
  };
}

/** The body a form's values save as (keys in the schema's order, so two bodies compare as text). */
export function bodyOfForm(kind: ContentKind, values: ContentForm): ContentBody {
  switch (kind) {
    case 'investigation':
      return investigationBodyOf(values as InvestigationForm);
    case 'teaser': {
      const teaser = values as TeaserBody;
      return {
        kicker: teaser.kicker,
        title: teaser.title,
        paragraph: teaser.paragraph,
        tipLine: teaser.tipLine,
        tipButton: teaser.tipButton,
      };
    }
    case 'speaking':
      return speakingBodyOf(values as SpeakingBody);
    case 'home':
      return homeBodyOf(values as HomeBody);
    case 'landing':
      return landingBodyOf(values as LandingBody);
  }
}

function investigationBodyOf(form: InvestigationForm): InvestigationBody {
  return {
    menuLabel: form.menuLabel,
    label: form.label,
    title: form.title,
    intro: form.intro,
    hero: { webm: orNull(form.hero?.webm), mp4: orNull(form.hero?.mp4), poster: form.hero?.poster ?? '' },
    exhibitsHeading: form.exhibitsHeading,
    exhibits: (form.exhibits ?? []).map((exhibit) => ({
      title: exhibit.title,
      description: exhibit.description,
      videoUrl: orNull(exhibit.videoUrl),
      links: (exhibit.links ?? []).map((link) => ({ label: link.label, href: link.href })),
    })),
    actionsHeading: form.actionsHeading,
    actionsIntro: form.actionsIntro ?? '',
    actions: (form.actions ?? []).map((card): ContentActionCard => ({
      title: card.title,
      text: card.text ?? '',
      buttonText: card.buttonText,
      buttonColor: card.buttonColor,
      buttonUrl: card.buttonUrl,
      imageUrl: card.imageUrl,
      imageAlt: card.imageAlt,
    })),
  };
}

/** Whether the form holds something other than `saved`. */
export const differsFrom = (kind: ContentKind, values: ContentForm, saved: ContentBody): boolean =>
  JSON.stringify(bodyOfForm(kind, values)) !== JSON.stringify(bodyOfForm(kind, formOfBody(kind, saved)));

/** A new investigation's starting point: the headings the built-in ones use, nothing else. */
export const emptyInvestigation = (): InvestigationForm => ({
  menuLabel: '',
  label: '',
  title: '',
  intro: '',
  hero: { webm: '', mp4: '', poster: '' },
  exhibitsHeading: 'Exhibits',
  exhibits: [],
  actionsHeading: 'Take action',
  actionsIntro: '',
  actions: [],
});

export const emptyExhibit = (): ExhibitForm => ({ title: '', description: '', videoUrl: '', links: [] });
export const emptyLink = () => ({ label: '', href: '' });
export const emptyActionCard = (): ContentActionCard => ({
  title: '',
  text: '',
  buttonText: '',
  buttonColor: '#1f5fd6',
  buttonUrl: '',
  imageUrl: '',
  imageAlt: '',
});

// The same rules as the schema's ContentUrl and ContentMedia, checked before anything is sent.
const WEB_ADDRESS = /^https?:\/\/[^\s<>"'`\\]+$/;
const TOKEN_ADDRESS = /^\{[A-Za-z]+\}[^\s<>"'`\\]*$/;
const BUNDLED = /^bundled:([A-Za-z0-9._-]+)$/;

export const URL_MESSAGE = 'Enter a web address that starts with https:// or http://, or with a site token such as {donationUrl}.';
export const MEDIA_MESSAGE = 'Enter a web address that starts with https:// or http://, or upload a file.';

/** A link target: http(s), or a site token the pages fill in. */
export const isContentUrl = (value: string): boolean => WEB_ADDRESS.test(value) || TOKEN_ADDRESS.test(value);
/** An image or video: http(s), or a file built into the site. */
export const isContentMedia = (value: string): boolean => WEB_ADDRESS.test(value) || BUNDLED.test(value);
/** The name of a built-in file (`bundled:hoax-hero.webm` → `hoax-hero.webm`), or null. */
export const bundledName = (value: string | null | undefined): string | null => BUNDLED.exec(value ?? '')?.[1] ?? null;

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The API's messages for a refused body (`fields`, e.g. `body.exhibits.1.title` → "must not be empty") as
 * the form's field names, so each shows under its field.
 */
export function fieldErrorsOf<T>(fields: Readonly<Record<string, string>>): Parameters<FormInstance<T>['setFields']>[0] {
  const errors = Object.entries(fields).flatMap(([field, message]) => {
    const parts = field.split('.').filter(Boolean);
    const path = parts[0] === 'body' ? parts.slice(1) : parts;
    // A message about the whole body has no field to stand by (the toast says the save failed).
    return path.length === 0 ? [] : [{ name: path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)), errors: [message] }];
  });
  // The API names fields by their path in the body, which is the form's: antd cannot type a path read at run time.
  return errors as unknown as Parameters<FormInstance<T>['setFields']>[0];
}

export const KIND_LABELS: Record<ContentKind, string> = {
  investigation: 'Investigation',
  teaser: 'Documentary teaser',
  speaking: 'Site page',
  home: 'Site page',
  landing: 'Site page',
};
export const STATE_LABELS: Record<ContentState, string> = { published: 'Published', draft: 'Draft', unpublished: 'Unpublished' };

/** The editor's address of a record. */
export const editorPath = (base: string, record: Pick<ContentSummary, 'kind' | 'slug'>): string =>
  `${base}/${record.kind}/${encodeURIComponent(record.slug)}`;
