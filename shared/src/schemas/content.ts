import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';
import { CONTENT_KINDS, isSitePageKind, SITE_PAGE_TITLES, type ContentKind } from './contentNames';

/**
 * The site's own words as content records staff edit in admin: each investigation, the documentary
 * teaser, and the words of the speaking, home and launch pages. A record has at most one published revision (what visitors see) and at most one draft (the
 * next version, which may be scheduled); every save is a numbered revision.
 */

// The records' names and addresses are plain values pages need without the schemas (and TypeBox): their own module.
export {
  BUILT_IN_INVESTIGATIONS,
  CONTENT_KINDS,
  CONTENT_PREVIEW_PARAM,
  contentPagePath,
  INVESTIGATIONS_BASE,
  isSitePageKind,
  SITE_PAGE_KINDS,
  SITE_PAGE_TITLES,
  TEASER_SLUG,
  type ContentKind,
  type SitePageKind,
} from './contentNames';

/** A record's slug: lower-case words joined by hyphens, as it appears in its address. */
export const ContentSlug = Type.String({
  minLength: 2,
  maxLength: 80,
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  description: 'Lower-case letters, digits and single hyphens, e.g. water-contracts',
});

/** Path parameters of `/content/:kind/:slug` and `/admin/content/:kind/:slug`. */
export const ContentParams = Type.Object({ kind: Type.Enum(CONTENT_KINDS), slug: ContentSlug }, { additionalProperties: false });
export type ContentParams = Static<typeof ContentParams>;

/**
 * A link target: an http(s) URL, or one that starts with a site token the runtime config fills
 * (`{videoChannelUrl}`, `{donationUrl}`, …; see the pages' `fillSiteTokens`).
 */
export const ContentUrl = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: '^(https?://[^\\s<>"\'`\\\\]+|\\{[A-Za-z]+\\}[^\\s<>"\'`\\\\]*)$',
  description: 'http(s) URL, or a URL starting with a site token such as {videoChannelUrl}',
});

/**
 * An image or video file: an http(s) URL (the signed upload events use), or `bundled:<file>` for a file
 * built into the media remote (the seeded pages' own images and hero videos).
 */
export const ContentMedia = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: '^(https?://[^\\s<>"\'`\\\\]+|bundled:[A-Za-z0-9._-]+)$',
  description: 'http(s) URL of an uploaded file, or bundled:<file name> for a file built into the site',
});

/** Plain text of one line (titles, labels, button texts). */
const Line = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/**
 * Rich text: HTML or plain text, sanitised with the event descriptions' allow-list before it is stored;
 * in plain text a blank line starts a new paragraph. May use site tokens (`{organisationName}`, …).
 */
const RichText = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const ContentLink = Type.Object({ label: Line(120), href: ContentUrl }, { additionalProperties: false });
export type ContentLink = Static<typeof ContentLink>;

/** A numbered piece of evidence; its number is its position (1, 2, …). */
export const ContentExhibit = Type.Object(
  {
    title: Line(200),
    description: RichText(20000),
    /** A video page URL (`https://www.youtube.com/watch?v=<id>`), embedded through the privacy-enhanced player. */
    videoUrl: Type.Union([ContentUrl, Type.Null()]),
    links: Type.Array(ContentLink, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type ContentExhibit = Static<typeof ContentExhibit>;

/** Something a reader can do, with an external-link button; numbered by position. */
export const ContentActionCard = Type.Object(
  {
    title: Line(300),
    text: Type.String({ maxLength: 2000, description: 'Optional sentence under the title; "" for none' }),
    buttonText: Line(60),
    /** The button's background (a CSS hex colour); its text turns black or white to stay readable. */
    buttonColor: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Hex colour, e.g. #1f5fd6' }),
    buttonUrl: ContentUrl,
    imageUrl: ContentMedia,
    /** Describes the image for screen readers. */
    imageAlt: Line(300),
  },
  { additionalProperties: false },
);
export type ContentActionCard = Static<typeof ContentActionCard>;

/** The hero's background video (either format may be absent) and its poster image. */
export const ContentHero = Type.Object(
  {
    webm: Type.Union([ContentMedia, Type.Null()]),
    mp4: Type.Union([ContentMedia, Type.Null()]),
    poster: ContentMedia,
  },
  { additionalProperties: false },
);
export type ContentHero = Static<typeof ContentHero>;

/** An investigation page. */
export const InvestigationBody = Type.Object(
  {
    /** Its entry in the Media Investigations menu. */
    menuLabel: Line(60),
    /** Document title, and the small label above the hero's title. */
    label: Line(120),
    title: Line(300),
    intro: Type.String({
      minLength: 1,
      maxLength: 2000,
      description: 'Plain text; also the page’s description for search and link previews',
    }),
    hero: ContentHero,
    exhibitsHeading: Line(120),
    exhibits: Type.Array(ContentExhibit, { maxItems: 50 }),
    actionsHeading: Line(120),
    actionsIntro: Type.String({ maxLength: 2000 }),
    actions: Type.Array(ContentActionCard, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type InvestigationBody = Static<typeof InvestigationBody>;

/** The documentary teaser; its button always leads to the tips page. */
export const TeaserBody = Type.Object(
  {
    kicker: Line(120),
    title: Line(200),
    paragraph: Type.String({ minLength: 1, maxLength: 4000 }),
    tipLine: Line(300),
    tipButton: Line(60),
  },
  { additionalProperties: false },
);
export type TeaserBody = Static<typeof TeaserBody>;

/** A labelled line of the speaking page's Quick Info card. */
export const QuickInfoItem = Type.Object({ label: Line(60), text: Line(300) }, { additionalProperties: false });
export type QuickInfoItem = Static<typeof QuickInfoItem>;

/**
 * The speaking page's words (`/speaking`). Texts may use `{name}`: the speaker's name from the runtime
 * config. The featured event itself is the events table's (the next upcoming event marked Featured).
 */
export const SpeakingBody = Type.Object(
  {
    /** Above the speaker's name in the hero. */
    eyebrow: Line(120),
    biography: Type.String({ minLength: 1, maxLength: 8000, description: 'Plain text; a blank line starts a new paragraph' }),
    topics: Type.Array(Line(60), { maxItems: 12 }),
    quickInfo: Type.Object(
      { title: Line(80), subtitle: Line(120), items: Type.Array(QuickInfoItem, { maxItems: 12 }) },
      { additionalProperties: false },
    ),
    featuredEvent: Type.Object(
      {
        heading: Line(120),
        /** The link to the event's own page. */
        detailsLink: Line(60),
      },
      { additionalProperties: false },
    ),
    /** More about the speaker, under the biography; each opens in a new tab. */
    links: Type.Array(ContentLink, { maxItems: 10 }),
    booking: Type.Object(
      {
        heading: Line(120),
        intro: Type.String({ minLength: 1, maxLength: 1000 }),
        /** Under the booking form. */
        availabilityNote: Type.String({ minLength: 1, maxLength: 1000 }),
      },
      { additionalProperties: false },
    ),
    stickyBar: Type.Object({ text: Line(120), button: Line(40) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type SpeakingBody = Static<typeof SpeakingBody>;

/** The home page's words; the hero's title is the organisation's name (runtime config), its buttons lead to fixed pages. */
export const HomeBody = Type.Object(
  {
    missionLine: Type.String({ minLength: 1, maxLength: 300 }),
    buttons: Type.Object({ videoReports: Line(40), tips: Line(40), events: Line(40), speaking: Line(40) }, { additionalProperties: false }),
    latestVideosHeading: Line(120),
  },
  { additionalProperties: false },
);
export type HomeBody = Static<typeof HomeBody>;

/** The background a motto word stands on (the launch page's card over its darkened video, at its lightest). */
export const MOTTO_BACKGROUND = '#141414';
/** The contrast a motto word needs against it (WCAG AA for its large text is 3; we keep normal text's). */
export const MOTTO_MIN_CONTRAST = 4.5;

/** One word of the launch page's motto, in its colour. */
export const MottoWord = Type.Object(
  {
    word: Line(24),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Hex colour readable on the dark card, e.g. #ff6b6b' }),
  },
  { additionalProperties: false },
);
export type MottoWord = Static<typeof MottoWord>;

/** The launch page's words (`/launch` and the standalone pre-launch site). */
export const LandingBody = Type.Object(
  {
    /** The document title. */
    pageTitle: Line(80),
    heading: Line(200),
    intro: Type.String({ minLength: 1, maxLength: 1000 }),
    motto: Type.Array(MottoWord, { minItems: 1, maxItems: 6 }),
    mailingListTitle: Line(120),
    emailLabel: Line(60),
    emailPlaceholder: Line(80),
    signUp: Line(40),
    sponsor: Line(60),
  },
  { additionalProperties: false },
);
export type LandingBody = Static<typeof LandingBody>;

export interface ContentBodies {
  investigation: InvestigationBody;
  teaser: TeaserBody;
  speaking: SpeakingBody;
  home: HomeBody;
  landing: LandingBody;
}
export type ContentBody = ContentBodies[ContentKind];

/** Each kind's body schema (the API validates a save against its kind's). */
export const CONTENT_BODY_SCHEMAS = {
  investigation: InvestigationBody,
  teaser: TeaserBody,
  speaking: SpeakingBody,
  home: HomeBody,
  landing: LandingBody,
} as const;

/** Any kind's body (a published answer, a revision). */
const AnyBody = Type.Union([InvestigationBody, TeaserBody, SpeakingBody, HomeBody, LandingBody]);

/** What staff call a record: its title, or the site page's name. */
export const contentTitleOf = (kind: ContentKind, body: ContentBody): string =>
  isSitePageKind(kind) ? SITE_PAGE_TITLES[kind] : 'title' in body ? body.title : kind;

/** A published record as visitors get it (`GET /content/:kind/:slug`). */
export const PublishedContent = Type.Object({
  kind: Type.Enum(CONTENT_KINDS),
  slug: Type.String(),
  /** The revision shown: the published one, or the draft a valid preview token names. */
  revision: Type.Integer({ minimum: 1 }),
  preview: Type.Boolean({ description: 'true: a draft shown through a preview link, not what visitors see' }),
  publishedAt: Type.Union([IsoDateTime, Type.Null()]),
  body: AnyBody,
});
export type PublishedContent<K extends ContentKind = ContentKind> = Omit<Static<typeof PublishedContent>, 'body' | 'kind'> & {
  kind: K;
  body: ContentBodies[K];
};

/** A published investigation as menus and the sitemap list it (`GET /content/investigation`). */
export const InvestigationListing = Type.Object({
  slug: Type.String(),
  menuLabel: Type.String(),
  title: Type.String(),
  intro: Type.String(),
  publishedAt: IsoDateTime,
});
export type InvestigationListing = Static<typeof InvestigationListing>;
export const InvestigationList = Type.Object({ items: Type.Array(InvestigationListing) });
export type InvestigationList = Static<typeof InvestigationList>;

/** Who saved a revision or acted on a record. */
export const ContentAuthor = Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()], {
  description: 'null: the API itself (the seed, a scheduled publication)',
});

/** What a revision came from. */
export const CONTENT_REVISION_ORIGINS = ['seed', 'created', 'saved', 'restored'] as const;

export const ContentRevision = Type.Object({
  number: Type.Integer({ minimum: 1, description: 'Per record: 1, 2, …' }),
  createdAt: IsoDateTime,
  author: ContentAuthor,
  origin: Type.Enum(CONTENT_REVISION_ORIGINS),
  /** For `restored`: the revision it copied. */
  restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
  body: AnyBody,
});
export type ContentRevision = Omit<Static<typeof ContentRevision>, 'body'> & { body: ContentBody };

/**
 * Where a record stands: `published` (visitors see a revision; a newer draft may wait), `draft` (never
 * published), `unpublished` (taken down: visitors get 404; its revisions stay).
 */
export const CONTENT_STATES = ['published', 'draft', 'unpublished'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** A record in the admin list (`GET /admin/content`). */
export const ContentSummary = Type.Object({
  kind: Type.Enum(CONTENT_KINDS),
  slug: Type.String(),
  /** The latest revision's title (an investigation's or the teaser's `title`; a site page's name, `SITE_PAGE_TITLES`). */
  title: Type.String(),
  state: Type.Enum(CONTENT_STATES),
  /** A saved draft newer than the published revision waits. */
  hasDraft: Type.Boolean(),
  publishedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** The draft is scheduled to be published then. */
  scheduledAt: Type.Union([IsoDateTime, Type.Null()]),
  updatedAt: IsoDateTime,
  updatedBy: ContentAuthor,
});
export type ContentSummary = Static<typeof ContentSummary>;
export const ContentSummaryList = Type.Object({ items: Type.Array(ContentSummary) });
export type ContentSummaryList = Static<typeof ContentSummaryList>;

/**
 * One record for its editor (`GET /admin/content/:kind/:slug`). `version` is also the ETag: every write
 * sends it back as `If-Match` and gets 409 when someone else changed the record meanwhile.
 */
export const ContentItem = Type.Object({
  kind: Type.Enum(CONTENT_KINDS),
  slug: Type.String(),
  state: Type.Enum(CONTENT_STATES),
  version: Type.String({ description: 'Changes with every write; send it back as If-Match' }),
  published: Type.Union([ContentRevision, Type.Null()]),
  /** The revision the editor continues from: the draft when there is one, else the published one. */
  latest: ContentRevision,
  hasDraft: Type.Boolean(),
  publishedAt: Type.Union([IsoDateTime, Type.Null()]),
  scheduledAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type ContentItem = Omit<Static<typeof ContentItem>, 'published' | 'latest'> & {
  published: ContentRevision | null;
  latest: ContentRevision;
};

/** POST /admin/content/investigation: a new investigation, saved as its first draft. */
export const NewInvestigationInput = Type.Object({ slug: ContentSlug, body: InvestigationBody }, { additionalProperties: false });
export type NewInvestigationInput = Static<typeof NewInvestigationInput>;

/** PUT /admin/content/:kind/:slug/draft: the whole body of the kind (a new revision). */
export const ContentDraftInput = Type.Object({ body: AnyBody }, { additionalProperties: false });

/** POST …/schedule: publish the current draft at `at` (in the future). */
export const ContentScheduleInput = Type.Object({ at: IsoDateTime }, { additionalProperties: false });
export type ContentScheduleInput = Static<typeof ContentScheduleInput>;

/** POST …/restore: copy an earlier revision into a new draft. */
export const ContentRestoreInput = Type.Object({ revision: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type ContentRestoreInput = Static<typeof ContentRestoreInput>;

/** One changed field between a revision and the one before it, in words staff read. */
export const ContentFieldChange = Type.Object({
  /** Where in the body: `title`, `exhibits.2.title`, `actions.1` (added or removed), … */
  path: Type.String(),
  /** The same, for people: "Exhibit 2 — Title", "Action card 1 (added)". */
  label: Type.String(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
});
export type ContentFieldChange = Static<typeof ContentFieldChange>;

/** GET …/revisions: newest first, each with what it changed from the revision before it. */
export const ContentRevisionList = Type.Object({
  items: Type.Array(
    Type.Object({
      number: Type.Integer(),
      createdAt: IsoDateTime,
      author: ContentAuthor,
      origin: Type.Enum(CONTENT_REVISION_ORIGINS),
      restoredFrom: Type.Union([Type.Integer(), Type.Null()]),
      /** Whether visitors see this revision now. */
      published: Type.Boolean(),
      changes: Type.Array(ContentFieldChange),
    }),
  ),
});
export type ContentRevisionList = Static<typeof ContentRevisionList>;

/** POST …/preview: a private link to the latest revision through the real page, valid until `expiresAt`. */
export const ContentPreviewLink = Type.Object({
  url: Type.String({ description: 'The page’s address with ?preview=<signed token>' }),
  expiresAt: IsoDateTime,
});
export type ContentPreviewLink = Static<typeof ContentPreviewLink>;
