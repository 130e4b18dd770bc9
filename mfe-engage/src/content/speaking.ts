import type { SpeakingContent } from './types';

/** The speaking page (/speaking). Sample copy; `{name}` is the speaker from the runtime config. */
export const SPEAKING: SpeakingContent = {
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
    { href: 'https://beacon.example/press-kit', label: 'Press kit' },
    { href: 'https://beacon.example/radio', label: 'Listen to the radio show' },
  ],
  booking: {
    heading: 'Book {name}',
    intro: 'Tell us about your event and we will get back to you.',
    availabilityNote: 'Submitting this form does not guarantee availability. We will confirm by e-mail.',
  },
  stickyBar: { text: 'Want {name} at your event?', button: 'Book Now' },
};
