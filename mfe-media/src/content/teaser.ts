import { paths } from '@beacon/shared/routes';

/** The documentary teaser (/my-new-family). Sample copy naming no real person. */
export interface TeaserCopy {
  kicker: string;
  title: string;
  paragraph: string;
  tipLine: string;
  tipButton: string;
  tipPath: string;
}

export const TEASER: TeaserCopy = {
  kicker: 'New Investigation Coming Soon',
  title: 'My New Family',
  paragraph:
    'A {organisationName} documentary series investigating how homeless youth are groomed and exploited by people who promise them a home, a job or a family, and how the systems meant to protect them keep missing the signs.',
  tipLine: 'If you have a tip to share, please click the button below.',
  tipButton: 'Tips',
  tipPath: paths.tips.href(),
};
