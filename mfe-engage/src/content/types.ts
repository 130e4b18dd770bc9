/**
 * The content of the tips page, kept as typed data apart from the components so the organisation edits
 * words and media without touching code. (The speaking page's words are a content record staff edit in
 * admin: `SpeakingBody` in `@beacon/shared/schemas`.)
 */
import type { BackgroundVideoSources } from '@beacon/shared/ui';

export interface TipsContent {
  heading: string;
  intro: string;
  anonymousNote: string;
  video: BackgroundVideoSources;
}
