import { generatedImagePath } from '../media/generated';

/** Every sample event is in Arizona, whatever the organisation's own zone (ORG_TIME_ZONE). */
export const SAMPLE_EVENT_TIME_ZONE = 'America/Phoenix';

/** A sample event; `dayOffset` is relative to the moment of seeding so there are always upcoming and past ones. */
export interface SampleEvent {
  title: string;
  dayOffset: number;
  /** Time of day in UTC, in hours (1.5 is 01:30). */
  hourUtc: number;
  location: string;
  category: string;
  description: string;
  createdBy: string | null;
  isFocused: boolean;
  isCompleted: boolean;
  attendees: number | null;
  /** Slug of the generated artwork, or null for an event without an image. */
  image: string | null;
}

export const SAMPLE_EVENTS: readonly SampleEvent[] = [
  {
    title: 'Faith & Freedom Town Hall',
    dayOffset: 3,
    hourUtc: 1,
    location: 'Grace Community Center, Phoenix, AZ',
    category: 'Town Hall',
    description:
      '<p>An open evening of questions and answers on <strong>faith, family and freedom</strong> in public life.</p><ul><li>Opening remarks</li><li>Panel with local pastors and parents</li><li>Open microphone</li></ul>',
    createdBy: 'Events Team',
    isFocused: false,
    isCompleted: false,
    attendees: 250,
    image: 'faith-and-freedom-town-hall',
  },
  {
    // The one featured event: the speaking page announces it (6:30 PM in Phoenix is 01:30 UTC the next day).
    title: 'An Evening of Courage at the Riverside Chapter',
    dayOffset: 10,
    hourUtc: 1.5,
    location: 'Riverside Community Hall, 120 Main Street, Mesa, AZ',
    category: 'Speaking',
    description:
      '<p>Our founder joins the Riverside chapter for an evening on courage in public life: the stories behind our investigations, what it takes to keep children safe, and how every citizen can hold power to account.</p><p>Doors open at 6:00 PM. Admission is free; seating is limited. <a href="https://riverside-chapter.example.org/events/august">Visit the Riverside chapter</a>.</p>',
    createdBy: 'Events Team',
    isFocused: true,
    isCompleted: false,
    attendees: 400,
    image: 'an-evening-of-courage',
  },
  {
    title: 'Election Integrity Workshop',
    dayOffset: 18,
    hourUtc: 17,
    location: 'Public Library Auditorium, Tucson, AZ',
    category: 'Workshop',
    description:
      '<p>A hands-on workshop: reading voter rolls, requesting public records and observing a ballot drop box.</p><p>Bring a laptop if you have one.</p>',
    createdBy: null,
    isFocused: false,
    isCompleted: false,
    attendees: null,
    image: null,
  },
  {
    title: 'Rally for Transparency at the Capitol',
    dayOffset: 32,
    hourUtc: 16,
    location: 'State Capitol Lawn, Phoenix, AZ',
    category: 'Rally',
    description:
      '<p>Join citizens from across the state asking for <strong>open records</strong> and transparent elections.</p><ul><li>Bring water and a hat</li><li>Signs welcome, keep them respectful</li></ul>',
    createdBy: 'Events Team',
    isFocused: false,
    isCompleted: false,
    attendees: 1200,
    image: 'rally-for-transparency',
  },
  {
    title: 'Community Prayer Breakfast',
    dayOffset: 47,
    hourUtc: 15,
    location: 'Hilltop Fellowship Hall, Prescott, AZ',
    category: 'Community',
    description: 'A morning of prayer, fellowship and a hot breakfast. All are welcome; there is no charge.',
    createdBy: null,
    isFocused: false,
    isCompleted: false,
    attendees: null,
    image: null,
  },
  {
    title: 'Live Podcast Recording: Truth, Faith & Hope',
    dayOffset: 70,
    hourUtc: 2,
    location: 'Orpheum Theatre, Flagstaff, AZ',
    category: 'Media',
    description: '<p>Be in the audience for a live recording of our weekly show, with guests and an audience Q&amp;A.</p>',
    createdBy: 'Media Desk',
    isFocused: false,
    isCompleted: false,
    attendees: 300,
    image: 'live-podcast-recording',
  },
  {
    title: 'Citizen Journalism Bootcamp',
    dayOffset: -6,
    hourUtc: 16,
    location: 'Beacon Studio, Scottsdale, AZ',
    category: 'Workshop',
    description:
      '<p>Two days of training in filming, verifying and publishing local news.</p><ul><li>Phone camera basics</li><li>Public records requests</li><li>Staying safe at protests</li></ul>',
    createdBy: 'Media Desk',
    isFocused: false,
    isCompleted: true,
    attendees: 85,
    image: 'citizen-journalism-bootcamp',
  },
  {
    title: 'Candlelight Vigil for Missing Youth',
    dayOffset: -25,
    hourUtc: 3,
    location: 'Civic Space Park, Phoenix, AZ',
    category: 'Vigil',
    description: '<p>Hundreds gathered to remember missing young people and to support the families still searching.</p>',
    createdBy: 'Events Team',
    isFocused: false,
    isCompleted: true,
    attendees: 500,
    image: 'candlelight-vigil',
  },
  {
    title: 'Legislative Day at the Capitol',
    dayOffset: -48,
    hourUtc: 15,
    location: 'State Capitol, Phoenix, AZ',
    category: 'Advocacy',
    description: '<p>Volunteers met their representatives about <strong>ballot security</strong> and parental rights bills.</p>',
    createdBy: null,
    isFocused: false,
    isCompleted: true,
    attendees: 150,
    image: null,
  },
  {
    title: 'Documentary Screening: Behind the Ballots',
    dayOffset: -90,
    hourUtc: 2,
    location: 'Harkins Theatre, Chandler, AZ',
    category: 'Screening',
    description:
      '<p>A screening of our election documentary followed by a discussion with the producers.</p><p><a href="https://example.org/behind-the-ballots">Watch the trailer</a></p>',
    createdBy: 'Media Desk',
    isFocused: false,
    isCompleted: true,
    attendees: 320,
    image: 'behind-the-ballots-screening',
  },
  {
    title: 'Neighborhood Safety Forum',
    dayOffset: -140,
    hourUtc: 1,
    location: 'Maryvale Community Center, Phoenix, AZ',
    category: 'Town Hall',
    description: 'Residents, officers and volunteers talked about street safety, lighting and neighborhood watch programs.',
    createdBy: null,
    isFocused: false,
    isCompleted: false,
    attendees: null,
    image: 'neighborhood-safety-forum',
  },
  {
    title: 'Founders’ Anniversary Gala',
    dayOffset: -300,
    hourUtc: 2,
    location: 'Arizona Biltmore, Phoenix, AZ',
    category: 'Fundraiser',
    description: '<p>An evening celebrating another year of <em>independent journalism</em>, with thanks to every sponsor.</p>',
    createdBy: 'Events Team',
    isFocused: false,
    isCompleted: true,
    attendees: 260,
    image: 'founders-anniversary-gala',
  },
];

export const sampleEventImage = (slug: string | null): string | null => (slug ? generatedImagePath('event', slug) : null);
