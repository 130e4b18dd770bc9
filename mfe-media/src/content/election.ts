import heroWebm from './assets/election-hero.webm';
import heroMp4 from './assets/election-hero.mp4';
import heroPoster from './assets/election-hero-poster.webp';
import reportsImage from './assets/action-reports.svg';
import observerImage from './assets/action-observer.svg';
import channelImage from './assets/action-channel.svg';
import watchImage from './assets/action-watch.svg';
import type { Investigation } from './types';

/**
 * The Election Integrity page (/election): six exhibits on the page's
 * topics and the four actions of 'What Can I Do?'. Sample copy: it names no real person, place or
 * case, and its links point at the organisation's own (placeholder) report pages.
 */
export const ELECTION: Investigation = {
  label: 'Election Integrity',
  title: 'Trust, but Verify: Six Unanswered Questions About How Our State Runs Its Elections',
  intro:
    'Two years of {organisationName} reporting on how our state registers voters, counts ballots and certifies results, and the questions officials have still not answered in public.',
  hero: { webm: heroWebm, mp4: heroMp4, poster: heroPoster },
  exhibitsHeading: 'The Exhibits',
  exhibits: [
    {
      number: 1,
      title: "The County Clerk's Case",
      description:
        'A county clerk who raised concerns about who had access to the voting equipment was removed from election duties and later charged.\n\nWe followed the case from the first hearing to the appeal, and set out what the court record shows, and does not show, about how the equipment was handled.',
      videoURL: 'https://www.youtube.com/watch?v=0QOHCuUGf88',
      links: [
        { href: 'https://beacon.example/reports/clerk-case-timeline', label: 'Case Timeline' },
        { href: 'https://beacon.example/reports/clerk-case-filings', label: 'Court Filings' },
      ],
    },
    {
      number: 2,
      title: "The 'Trusted Build'",
      description:
        "Before each election the voting system's software is reinstalled in a procedure the vendor calls a 'trusted build'. Observers were told the update was routine.\n\nCounty logs we obtained show the procedure also overwrote records from the previous election that state law asks counties to keep. We asked the state why, and publish its answer in full.",
      links: [
        { href: 'https://beacon.example/reports/trusted-build-logs', label: 'The Logs' },
        { href: 'https://beacon.example/reports/trusted-build-response', label: "The State's Response" },
      ],
    },
    {
      number: 3,
      title: 'Undeliverable Ballots',
      description:
        'In an all-mail election, every ballot the post office returns as undeliverable points to an outdated registration. We compared the number of returned ballots in the last general election with the number of registrations corrected afterwards.',
      links: [{ href: 'https://beacon.example/reports/undeliverable-ballots', label: 'County-by-County Data' }],
    },
    {
      number: 4,
      title: 'The Voter Rolls',
      description:
        'Volunteers compared the public registration list with change-of-address and death records in three sample precincts. This exhibit explains the method, shows the sample and prints the county’s reply to each finding.',
      links: [
        { href: 'https://beacon.example/reports/voter-rolls-method', label: 'Our Method' },
        { href: 'https://beacon.example/reports/voter-rolls-findings', label: 'Findings' },
      ],
    },
    {
      number: 5,
      title: 'Signature Verification',
      description:
        'Every mail ballot is accepted or set aside on a signature match. We asked how long a judge looks at each envelope, how judges are trained, and why rejection rates differ so widely between neighbouring counties.',
      videoURL: 'https://www.youtube.com/watch?v=xm83_P1oEsq',
      links: [{ href: 'https://beacon.example/reports/signature-verification', label: 'Training Materials' }],
    },
    {
      number: 6,
      title: 'Leaked Passwords',
      description:
        "Administrator passwords for the voting systems of dozens of counties sat in a spreadsheet on the state's own website for months. Here is what was exposed, for how long, and what changed after we asked.",
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
      number: 1,
      title: 'Read the independent forensic reports on the voting equipment.',
      buttonText: 'View Forensic Reports',
      buttonColor: '#1f5fd6',
      buttonURL: 'https://beacon.example/reports/forensic',
      imageUrl: reportsImage,
      imageAlt: 'A report page under a magnifying glass',
    },
    {
      number: 2,
      title: 'Sign up to observe a ballot drop box in your county.',
      buttonText: 'Become a Drop-Box Observer',
      buttonColor: '#d4a017',
      buttonURL: 'https://beacon.example/observe',
      imageUrl: observerImage,
      imageAlt: 'An open eye',
    },
    {
      number: 3,
      title: 'Follow {organisationName} for live coverage of every hearing and certification meeting.',
      buttonText: 'Follow Our Channel',
      buttonColor: '#c62828',
      buttonURL: '{videoChannelUrl}',
      imageUrl: channelImage,
      imageAlt: 'A video play button',
    },
    {
      number: 4,
      title: 'Keep watch: see every meeting for yourself as it streams, and share what you see.',
      buttonText: 'Keep Watch',
      buttonColor: '#1e7a3c',
      buttonURL: '{secondVideoSiteUrl}',
      imageUrl: watchImage,
      imageAlt: 'A shield with a check mark',
    },
  ],
};
