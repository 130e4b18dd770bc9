import type {
  ContentActionCard,
  ContentBody,
  ContentKind,
  HomeBody,
  InvestigationBody,
  LandingBody,
  SpeakingBody,
  TeaserBody,
} from '../schemas';

/**
 * The site's own words as they were before staff could edit them: each record is published at revision 1
 * by the API's migration that created the content tables, and the media remote's tests render them. Site tokens (`{organisationName}`, `{hoaxName}`,
 * `{videoChannelUrl}`, …) stay tokens: the pages fill them from the runtime config. `bundled:<file>` names
 * a file built into the media remote.
 */
export interface SeededContent {
  kind: ContentKind;
  slug: string;
  body: ContentBody;
}

const REPORTS_IMAGE = 'bundled:action-reports.svg';
const OBSERVER_IMAGE = 'bundled:action-observer.svg';
const WATCH_IMAGE = 'bundled:action-watch.svg';

/**
 * Both investigations end on the video channel's card, each with its own call. Its calls are marked pure, so
 * a bundle that imports one page's words (the host's home page) leaves the investigations out.
 */
const channelCard = (title: string): ContentActionCard => ({
  title,
  text: '',
  buttonText: 'Follow Our Channel',
  buttonColor: '#c62828',
  buttonUrl: '{videoChannelUrl}',
  imageUrl: 'bundled:action-channel.svg',
  imageAlt: 'A video play button',
});

export const ELECTION_BODY: InvestigationBody = {
  menuLabel: 'Election Integrity',
  label: 'Election Integrity',
  title: 'Trust, but Verify: Six Unanswered Questions About How Our State Runs Its Elections',
  intro:
    'Two years of {organisationName} reporting on how our state registers voters, counts ballots and certifies results, and the questions officials have still not answered in public.',
  hero: { webm: 'bundled:election-hero.webm', mp4: 'bundled:election-hero.mp4', poster: 'bundled:election-hero-poster.webp' },
  exhibitsHeading: 'The Exhibits',
  exhibits: [
    {
      title: "The County Clerk's Case",
      description:
        'A county clerk who raised concerns about who had access to the voting equipment was removed from election duties and later charged.\n\nWe followed the case from the first hearing to the appeal, and set out what the court record shows, and does not show, about how the equipment was handled.',
      videoUrl: 'https://www.youtube.com/watch?v=0QOHCuUGf88',
      links: [
        { href: 'https://beacon.example/reports/clerk-case-timeline', label: 'Case Timeline' },
        { href: 'https://beacon.example/reports/clerk-case-filings', label: 'Court Filings' },
      ],
    },
    {
      title: "The 'Trusted Build'",
      description:
        "Before each election the voting system's software is reinstalled in a procedure the vendor calls a 'trusted build'. Observers were told the update was routine.\n\nCounty logs we obtained show the procedure also overwrote records from the previous election that state law asks counties to keep. We asked the state why, and publish its answer in full.",
      videoUrl: null,
      links: [
        { href: 'https://beacon.example/reports/trusted-build-logs', label: 'The Logs' },
        { href: 'https://beacon.example/reports/trusted-build-response', label: "The State's Response" },
      ],
    },
    {
      title: 'Undeliverable Ballots',
      description:
        'In an all-mail election, every ballot the post office returns as undeliverable points to an outdated registration. We compared the number of returned ballots in the last general election with the number of registrations corrected afterwards.',
      videoUrl: null,
      links: [{ href: 'https://beacon.example/reports/undeliverable-ballots', label: 'County-by-County Data' }],
    },
    {
      title: 'The Voter Rolls',
      description:
        'Volunteers compared the public registration list with change-of-address and death records in three sample precincts. This exhibit explains the method, shows the sample and prints the county’s reply to each finding.',
      videoUrl: null,
      links: [
        { href: 'https://beacon.example/reports/voter-rolls-method', label: 'Our Method' },
        { href: 'https://beacon.example/reports/voter-rolls-findings', label: 'Findings' },
      ],
    },
    {
      title: 'Signature Verification',
      description:
        'Every mail ballot is accepted or set aside on a signature match. We asked how long a judge looks at each envelope, how judges are trained, and why rejection rates differ so widely between neighbouring counties.',
      videoUrl: 'https://www.youtube.com/watch?v=xm83_P1oEsq',
      links: [{ href: 'https://beacon.example/reports/signature-verification', label: 'Training Materials' }],
    },
    {
      title: 'Leaked Passwords',
      description:
        "Administrator passwords for the voting systems of dozens of counties sat in a spreadsheet on the state's own website for months. Here is what was exposed, for how long, and what changed after we asked.",
      videoUrl: null,
      links: [
        { href: 'https://beacon.example/reports/password-exposure', label: 'What Was Exposed' },
        { href: 'https://beacon.example/reports/password-audit', label: 'The Audit' },
      ],
    },
  ],
  actionsHeading: 'What Can I Do?',
  actionsIntro: 'Elections belong to the people who vote in them. Here is where to start.',
  actions: [
    {
      title: 'Read the independent forensic reports on the voting equipment.',
      text: '',
      buttonText: 'View Forensic Reports',
      buttonColor: '#1f5fd6',
      buttonUrl: 'https://beacon.example/reports/forensic',
      imageUrl: REPORTS_IMAGE,
      imageAlt: 'A report page under a magnifying glass',
    },
    {
      title: 'Sign up to observe a ballot drop box in your county.',
      text: '',
      buttonText: 'Become a Drop-Box Observer',
      buttonColor: '#d4a017',
      buttonUrl: 'https://beacon.example/observe',
      imageUrl: OBSERVER_IMAGE,
      imageAlt: 'An open eye',
    },
    /* @__PURE__ */ channelCard('Follow {organisationName} for live coverage of every hearing and certification meeting.'),
    {
      title: 'Keep watch: see every meeting for yourself as it streams, and share what you see.',
      text: '',
      buttonText: 'Keep Watch',
      buttonColor: '#1e7a3c',
      buttonUrl: '{secondVideoSiteUrl}',
      imageUrl: WATCH_IMAGE,
      imageAlt: 'A shield with a check mark',
    },
  ],
};

export const HOAX_BODY: InvestigationBody = {
  menuLabel: 'Hoax Investigation',
  label: 'Hoax Investigation',
  title: 'The {hoaxName} Hoax: How a Viral Story Fell Apart',
  intro:
    'A dramatic post about {hoaxName} reached millions of screens in two days. We traced where it came from, who spread it, and what the public record really shows.',
  hero: { webm: 'bundled:hoax-hero.webm', mp4: 'bundled:hoax-hero.mp4', poster: 'bundled:hoax-hero-poster.webp' },
  exhibitsHeading: 'The Evidence',
  exhibits: [
    {
      title: 'The Viral Post',
      description:
        'The post combined a years-old photograph, an anonymous quote and a document with no letterhead. We found the original photograph, contacted every person the post named by role, and checked each claim against court, police and council records.\n\nNone of the central claims held up. This exhibit walks through each one with the source we checked it against.',
      videoUrl: null,
      links: [
        { href: 'https://beacon.example/reports/{hoaxSlug}-timeline', label: 'Full Timeline' },
        { href: 'https://beacon.example/reports/{hoaxSlug}-sources', label: 'Sources We Checked' },
      ],
    },
  ],
  actionsHeading: 'What Can I Do?',
  actionsIntro: 'A hoax spreads one share at a time, and so does the truth.',
  actions: [
    {
      title: 'Read the verified timeline of the {hoaxName} story, with every source.',
      text: '',
      buttonText: 'Read the Timeline',
      buttonColor: '#1f5fd6',
      buttonUrl: 'https://beacon.example/reports/{hoaxSlug}-timeline',
      imageUrl: REPORTS_IMAGE,
      imageAlt: 'A report page under a magnifying glass',
    },
    {
      title: 'Before you share: our five-minute guide to checking a viral claim.',
      text: '',
      buttonText: 'Read the Guide',
      buttonColor: '#1e7a3c',
      buttonUrl: 'https://beacon.example/guides/check-before-you-share',
      imageUrl: WATCH_IMAGE,
      imageAlt: 'A shield with a check mark',
    },
    /* @__PURE__ */ channelCard('Follow {organisationName} for updates and corrections as the story develops.'),
  ],
};

export const TEASER_BODY: TeaserBody = {
  kicker: 'New Investigation Coming Soon',
  title: 'My New Family',
  paragraph:
    'A {organisationName} documentary series investigating how homeless youth are groomed and exploited by people who promise them a home, a job or a family, and how the systems meant to protect them keep missing the signs.',
  tipLine: 'If you have a tip to share, please click the button below.',
  tipButton: 'Tips',
};

/**
 * The investigations and the teaser, seeded by the migration that created the content tables; in
 * publication order: the menu lists published investigations in this order, new ones after them.
 */
export const SEEDED_CONTENT: readonly SeededContent[] = [
  { kind: 'investigation', slug: 'election', body: ELECTION_BODY },
  { kind: 'investigation', slug: 'hoax', body: HOAX_BODY },
  { kind: 'teaser', slug: 'my-new-family', body: TEASER_BODY },
];

/** The speaking page's words. `{name}` is the speaker (the runtime config's founder name). */
export const SPEAKING_BODY: SpeakingBody = {
  eyebrow: 'Speaker · Journalist · Advocate',
  biography:
    '{name} founded this newsroom to ask the questions others would not. Over fifteen years of reporting, {name} has exposed misconduct in public office, followed the money behind local contracts and given families a voice when institutions failed their children.\n\nA long-time radio host, {name} speaks to churches, civic groups, schools and conferences about courage, accountability and the freedom to speak the truth.',
  topics: ["Children's Safety", 'Exposing Corruption', 'Faith & Freedom', 'Radio Personality'],
  quickInfo: {
    title: 'Quick Info',
    subtitle: 'Topics & Focus',
    items: [
      { label: 'Formats', text: 'Keynotes, panels, workshops, sermons and live radio segments.' },
      { label: 'Audiences', text: 'Churches, civic and parent groups, schools, universities and conferences.' },
      { label: 'Focus', text: 'Protecting children, holding power to account and defending free speech.' },
      { label: 'Length', text: '20 to 60 minutes, with time for questions.' },
    ],
  },
  featuredEvent: { heading: 'Featured Upcoming Event', detailsLink: 'Event details' },
  links: [
    { label: 'Press kit', href: 'https://beacon.example/press-kit' },
    { label: 'Listen to the radio show', href: 'https://beacon.example/radio' },
  ],
  booking: {
    heading: 'Book {name}',
    intro: 'Tell us about your event and we will get back to you.',
    availabilityNote: 'Submitting this form does not guarantee availability. We will confirm by e-mail.',
  },
  stickyBar: { text: 'Want {name} at your event?', button: 'Book Now' },
};

/** The home page's words. */
export const HOME_BODY: HomeBody = {
  missionLine: 'Independent reporting that asks hard questions and holds power to account.',
  buttons: { videoReports: 'Video Reports', tips: 'Send a Tip', events: 'Events', speaking: 'Book a Speaker' },
  latestVideosHeading: 'Latest Video Reports',
};

/** The launch page's words. */
export const LANDING_BODY: LandingBody = {
  pageTitle: 'Coming Soon',
  heading: "We're Building Something Exciting!",
  intro:
    'If you care about protecting the freedoms we all love, enter your email below to join our mailing list, and tap below to become a sponsor.',
  motto: [
    { word: 'TRUTH', color: '#ff6b6b' },
    { word: 'FAITH', color: '#ffffff' },
    { word: 'HOPE', color: '#7aa7ff' },
  ],
  mailingListTitle: 'Join Our Mailing List',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  signUp: 'Sign Up',
  sponsor: 'Become a Sponsor',
};

/** The site pages' words, seeded by a later migration; each page's one record has its kind's name as slug. */
export const SEEDED_SITE_PAGES: readonly SeededContent[] = [
  { kind: 'speaking', slug: 'speaking', body: SPEAKING_BODY },
  { kind: 'home', slug: 'home', body: HOME_BODY },
  { kind: 'landing', slug: 'landing', body: LANDING_BODY },
];
