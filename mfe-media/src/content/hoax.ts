import heroWebm from './assets/hoax-hero.webm';
import heroMp4 from './assets/hoax-hero.mp4';
import heroPoster from './assets/hoax-hero-poster.webp';
import reportsImage from './assets/action-reports.svg';
import watchImage from './assets/action-watch.svg';
import channelImage from './assets/action-channel.svg';
import type { Investigation } from './types';

/**
 * The hoax investigation (/{hoaxSlug}-hoax): the election page's layout with one exhibit
 * and three action cards. `{hoaxName}` is the slug from the runtime config, capitalised.
 * Sample copy naming no real person.
 */
export const HOAX: Investigation = {
  label: 'Hoax Investigation',
  title: 'The {hoaxName} Hoax: How a Viral Story Fell Apart',
  intro:
    'A dramatic post about {hoaxName} reached millions of screens in two days. We traced where it came from, who spread it, and what the public record really shows.',
  hero: { webm: heroWebm, mp4: heroMp4, poster: heroPoster },
  exhibitsHeading: 'The Evidence',
  exhibits: [
    {
      number: 1,
      title: 'The Viral Post',
      description:
        'The post combined a years-old photograph, an anonymous quote and a document with no letterhead. We found the original photograph, contacted every person the post named by role, and checked each claim against court, police and council records.\n\nNone of the central claims held up. This exhibit walks through each one with the source we checked it against.',
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
      number: 1,
      title: 'Read the verified timeline of the {hoaxName} story, with every source.',
      buttonText: 'Read the Timeline',
      buttonColor: '#1f5fd6',
      buttonURL: 'https://beacon.example/reports/{hoaxSlug}-timeline',
      imageUrl: reportsImage,
      imageAlt: 'A report page under a magnifying glass',
    },
    {
      number: 2,
      title: 'Before you share: our five-minute guide to checking a viral claim.',
      buttonText: 'Read the Guide',
      buttonColor: '#1e7a3c',
      buttonURL: 'https://beacon.example/guides/check-before-you-share',
      imageUrl: watchImage,
      imageAlt: 'A shield with a check mark',
    },
    {
      number: 3,
      title: 'Follow {organisationName} for updates and corrections as the story develops.',
      buttonText: 'Follow Our Channel',
      buttonColor: '#c62828',
      buttonURL: '{videoChannelUrl}',
      imageUrl: channelImage,
      imageAlt: 'A video play button',
    },
  ],
};
