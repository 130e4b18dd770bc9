/** Copy of the video archive page. `{organisationName}` is filled from the runtime config. */
export interface ArchiveCopy {
  title: string;
  /** The welcome paragraph, before the sponsor link. */
  welcome: string;
  /** The link to the donation page (runtime config), opened in a new tab. */
  sponsorLinkText: string;
  /** After the link. */
  welcomeEnd: string;
  allVideosHeading: string;
  categoryEmpty: string;
  searchEmpty: string;
}

export const ARCHIVE_COPY: ArchiveCopy = {
  title: 'Video Reports',
  welcome:
    'Welcome to the {organisationName} archive: every live broadcast, interview and report we have published, free to watch. Our reporting is funded by viewers, not advertisers. If it matters to you, ',
  sponsorLinkText: 'become a sponsor',
  welcomeEnd: ' and help us keep asking the hard questions.',
  allVideosHeading: 'All videos',
  // The two empty texts, exactly as visitors must see them.
  categoryEmpty: 'No videos available at this time.',
  searchEmpty: 'No results found for your search.',
};
