/** A video category of the archive: a label and its fixed playlist id. */
export interface Category {
  label: string;
  playlistId: string;
}

/** The fixed list of six categories; the API seeds its catalogue with the same ids. */
export const CATEGORIES: readonly Category[] = [
  { label: 'Live', playlistId: 'PLbcn0LiveBroadcasts000000000000001' },
  { label: 'Pride', playlistId: 'PLbcn0PrideCoverage00000000000000002' },
  { label: 'Protests', playlistId: 'PLbcn0ProtestsOnTheGround000000003' },
  { label: 'Local', playlistId: 'PLbcn0LocalNews00000000000000000004' },
  { label: 'Legislative', playlistId: 'PLbcn0LegislativeWatch000000000005' },
  { label: 'Interviews', playlistId: 'PLbcn0Interviews000000000000000006' },
];
