import { createHash } from 'node:crypto';
import { CATEGORIES } from '@beacon/shared/catalogue';
import { generatedImagePath } from '../media/generated';

export interface SampleVideo {
  id: string;
  playlistId: string;
  title: string;
  /** Days before the moment of seeding. */
  daysAgo: number;
  thumbnailUrl: string;
  views: number;
  channelName: string;
  channelAvatarUrl: string;
}

const TITLES: Record<string, readonly string[]> = {
  Live: [
    'LIVE: City Council Budget Hearing',
    'LIVE: Election Night Coverage',
    'LIVE: School Board Meeting Walkout',
    'LIVE: County Supervisors Vote on Voting Machines',
    'LIVE: Press Conference at the Courthouse',
    'LIVE: Town Hall Q&A with Residents',
    'LIVE: Border Community Roundtable',
    'LIVE: Saturday Morning News Desk',
  ],
  Pride: [
    'Pride Month Parade: What the Cameras Missed',
    'Parents Speak Out at Library Story Hour',
    'Street Interviews at the Pride Festival',
    'Inside the Festival Sponsorship Debate',
    'School Curriculum Forum Turns Heated',
    'Flag Vote at City Hall',
    'Families Rally for Parental Rights',
    'Pride Week Recap: Voices from Both Sides',
  ],
  Protests: [
    'Capitol Steps Protest Over Election Audit',
    'Farmers Convoy Rolls into Town',
    'Students March Against Campus Policy',
    'Protest at the Courthouse: Full Coverage',
    'Peaceful Prayer Rally Meets Counter-Protest',
    'Night March Downtown: Raw Footage',
    'Water Rights Protesters Block Highway Ramp',
    'Teachers Picket Outside District Office',
  ],
  Local: [
    'Local Diner Owners on Rising Costs',
    'Flood Cleanup in the East Valley',
    'Small Town Sheriff Answers Your Questions',
    'New Shelter Opens for Homeless Youth',
    'High School Team Wins State Title',
    'Road Repair Fight at the County Meeting',
    'Neighborhood Watch Volunteers Honored',
    'Wildfire Evacuees Return Home',
  ],
  Legislative: [
    'Senate Committee Hearing on Ballot Security',
    'Bill Tracker: What Passed This Week',
    'House Floor Debate on Parental Rights Bill',
    'Lawmakers Grill Election Officials',
    'Budget Vote Explained in Ten Minutes',
    'Public Comment Day at the Legislature',
    'Veto Override Attempt: Full Session',
    'Interview with the Bill Sponsor on Open Records',
  ],
  Interviews: [
    'Sit-Down with a Former Election Clerk',
    'A Whistleblower Tells Her Story',
    'Pastor on Faith in the Public Square',
    'Veteran Journalist on Independent Media',
    'Mother Who Took on the School Board',
    'Retired Detective on Trafficking Cases',
    'Young Voters Explain Their Priorities',
    'Founder Q&A: Why We Started Beacon',
  ],
};

/** A stable 11-character id in the alphabet of real video ids. */
const videoId = (seed: string): string => createHash('sha256').update(seed).digest('base64url').slice(0, 11);

const slugify = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const CHANNELS = {
  main: { name: 'Beacon Media', avatar: generatedImagePath('avatar', 'beacon-media') },
  interviews: { name: 'Beacon Conversations', avatar: generatedImagePath('avatar', 'beacon-conversations') },
};

/** Eight videos per category, deterministic so that ids and URLs survive a re-seed. */
export const SAMPLE_VIDEOS: readonly SampleVideo[] = CATEGORIES.flatMap((category, categoryIndex) =>
  (TITLES[category.label] ?? []).map((title, index) => {
    const id = videoId(`beacon-sample:${category.playlistId}:${index}`);
    const channel = category.label === 'Interviews' ? CHANNELS.interviews : CHANNELS.main;
    const hash = createHash('sha256').update(id).digest();
    return {
      id,
      playlistId: category.playlistId,
      title,
      daysAgo: index * 11 + categoryIndex * 2 + 1 + (hash[1] ?? 0) / 256,
      thumbnailUrl: generatedImagePath('thumb', slugify(`${category.label} ${index + 1}`)),
      views: hash.readUInt32BE(2) % (index < 2 ? 250_000 : 40_000),
      channelName: channel.name,
      channelAvatarUrl: channel.avatar,
    };
  }),
);
