import flyer from './assets/featured-event-flyer.svg';
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
  featuredEvent: {
    heading: 'Featured Upcoming Event',
    title: 'An Evening of Courage at the Riverside Chapter',
    when: 'Thu, Aug 28, 6:30 PM',
    where: 'Riverside Community Hall, 120 Main Street',
    description:
      '{name} joins the Riverside chapter for an evening on courage in public life: the stories behind our investigations, what it takes to keep children safe, and how every citizen can hold power to account.\n\nDoors open at 6:00 PM. Admission is free; seating is limited.',
    chapterLink: { href: 'https://riverside-chapter.example.org/events/august', label: 'Visit the Riverside chapter' },
    flyer: {
      src: flyer,
      width: 600,
      height: 800,
      alt: 'Event flyer: Chapter Meeting, An Evening of Courage with our guest speaker, Thu, Aug 28, 6:30 PM. Doors open 6:00 PM, free admission.',
    },
  },
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
