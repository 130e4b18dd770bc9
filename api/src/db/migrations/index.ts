import * as initial from './0001_initial';
import * as bookingIdempotency from './0002_booking_idempotency';
import * as sharedState from './0003_shared_state';
import * as staffTools from './0004_staff_tools';
import * as eventTimeZone from './0005_event_time_zone';
import * as tips from './0006_tips';
import * as spentCaptchaChallenges from './0007_spent_captcha_challenges';
import * as releases from './0008_releases';
import * as eventEndTime from './0009_event_end_time';
import * as tipInbox from './0010_tip_inbox';
import * as releaseSignals from './0011_release_signals';
import * as backupRuns from './0012_backup_runs';
import * as content from './0013_content';
import * as sitePageContent from './0014_site_page_content';

export interface Migration {
  id: string;
  sql: string;
}

/** Every migration, in the order they apply. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  bookingIdempotency,
  sharedState,
  staffTools,
  eventTimeZone,
  tips,
  spentCaptchaChallenges,
  releases,
  eventEndTime,
  tipInbox,
  releaseSignals,
  backupRuns,
  content,
  sitePageContent,
];
