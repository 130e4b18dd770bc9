/** Every message the admin area shows: toasts (hidden after TOAST_SECONDS), confirm prompts, errors. */
export const TOAST_SECONDS = 3;

export const BOOKING_TEXT = {
  loadFailed: 'Failed to load bookings.',
  approved: 'Booking approved.',
  approveFailed: 'Could not approve booking.',
  deleted: 'Booking deleted.',
  deleteFailed: 'Could not delete booking.',
  confirmDelete: 'Delete this booking?',
  empty: 'No booking requests yet.',
  noMatch: 'No booking matches this search.',
  noFilterMatch: 'No booking matches these filters.',
  noDate: 'TBD',
} as const;

export const EVENT_TEXT = {
  loadFailed: 'Failed to load events.',
  deleted: 'Event deleted.',
  deleteFailed: 'Could not delete event.',
  updated: 'Event updated.',
  created: 'Event created.',
  saveFailed: 'Save failed. Check required fields.',
  confirmDelete: 'Delete this event?',
  empty: 'No events yet.',
  noMatch: 'No event matches this search.',
  noFilterMatch: 'No event matches these filters.',
} as const;

export const UPLOAD_TEXT = {
  signFailed: 'Failed to sign upload',
  uploadFailed: 'Upload failed',
  notAnImage: 'Choose an image file (PNG, JPEG, GIF or WebP).',
  uploading: 'Uploading image…',
} as const;

/** Shown when the API answers 409: someone else saved the row after it was opened here. */
export const CONFLICT_TEXT = {
  event:
    'Someone else changed this event after you opened it. Your changes are not saved. Reload the current version, then make your changes again.',
  reload: 'Reload current version',
} as const;

/**
 * An action on a row refused because another staff member got there first (from a stale tab): what
 * happened, and that the list now shows the current rows.
 */
export const STALE_TEXT = {
  booking: {
    gone: 'Someone else already deleted this booking. The list now shows the current bookings.',
    changed: 'Someone else changed this booking after it was loaded. The list now shows its current state.',
  },
  event: {
    gone: 'Someone else already deleted this event. The list now shows the current events.',
    changed: 'Someone else changed this event after it was loaded. The list now shows its current state.',
  },
} as const;

export const ACCESS_TEXT = {
  title: 'Not Authorized',
  line: 'You do not have permission to access this page.',
} as const;

const count = (n: number, one: string, other: string): string => `${n} ${n === 1 ? one : other}`;

export const EXPORT_TEXT = {
  bookings: 'Export CSV',
  events: 'Export CSV',
  done: (rows: number): string => `Exported ${count(rows, 'row', 'rows')}.`,
  failed: 'Could not export. Try again.',
} as const;

/** Bulk work on the selected rows: one confirmation naming the count, then each row's outcome. */
export const BULK_TEXT = {
  selected: (n: number): string => `${n} selected`,
  approve: 'Approve selected',
  delete: 'Delete selected',
  clear: 'Clear selection',
  confirmApprove: (n: number): string => `Approve ${count(n, 'booking', 'bookings')}?`,
  confirmDeleteBookings: (n: number): string => `Delete ${count(n, 'booking', 'bookings')}?`,
  confirmDeleteEvents: (n: number): string => `Delete ${count(n, 'event', 'events')}?`,
  summary: (verb: string, done: number, total: number): string => `${verb} ${done} of ${total}.`,
  failed: 'Could not apply the bulk action. Nothing was changed.',
  outcome: { ok: 'Done', 'not-found': 'Someone else already deleted it', conflict: 'Someone else changed it first' },
} as const;

/** "Recently deleted": restorable for RESTORE_DAYS days; restoring keeps the id (and an event's image). */
export const TRASH_TEXT = {
  tabCurrent: 'Current',
  tabDeleted: 'Recently deleted',
  intro: (days: number): string => `Deleted items can be restored for ${days} days, then they are removed for good.`,
  emptyBookings: 'No recently deleted bookings.',
  emptyEvents: 'No recently deleted events.',
  loadFailed: 'Failed to load recently deleted items.',
  restore: 'Restore',
  bookingRestored: 'Booking restored.',
  eventRestored: 'Event restored.',
  restoreFailed: 'Could not restore. Try again.',
  tooLate: 'This item is past its 30 days and has been removed for good.',
  notDeleted: 'This item is no longer in Recently deleted (someone else restored it).',
} as const;

export const ACTIVITY_TEXT = {
  loadFailed: 'Failed to load the activity.',
  empty: 'No activity recorded yet.',
  noMatch: 'No activity matches these filters.',
  historyEmpty: 'No recorded changes yet.',
  historyFailed: 'Failed to load the history.',
  more: 'Show older entries',
  theApi: 'The site (automatic purge)',
  theSiteReleases: 'The site (release health check)',
} as const;

export const RELEASES_TEXT = {
  intro:
    'Each remote’s published releases, newest first, with their loads and failures in the last hour. A change reaches new visits within seconds; the host is never restarted. A canary whose failures pass the threshold is stopped by itself.',
  failed: 'Failed to load the releases.',
  none: 'No release published yet.',
  promote: 'Promote',
  rollBack: 'Roll back',
  canary: 'Canary…',
  changeCanary: 'Change %',
  stopCanary: 'Stop canary',
  canaryTitle: 'Canary',
  canaryShare: 'Share of visitors (%)',
  canaryStart: 'Start canary',
  canaryHelp: 'Each visitor stays on one choice for their session; the others get the live release.',
  changed: 'Done. New visits get the change within seconds.',
  actionFailed: 'The change could not be made. Try again.',
  rollbackChoice: 'Release to go back to',
  confirmLive: (live: string | null): string =>
    `New visits get the release you choose within seconds; ${live ?? 'no release'} is live now.`,
  failingWarning: (id: string): string => `${id} is failing: visitors who get it may see this section fail to load.`,
} as const;

/** What a refused change says: another change came first, the live release it met, and that the list is fresh. */
export const releaseConflictText = (remote: string, live: string | null): string =>
  `Nothing was changed: another change to ${remote} came first. Its live release is now ${live ?? 'none'}; the list below is up to date.`;

export const SETTINGS_TEXT = {
  intro: 'What the site is connected to right now, checked live. Releases, last, sets which release of each remote visitors get.',
  checkAgain: 'Check again',
  checking: 'Checking…',
  statusFailed: 'Failed to load the status of the services.',
  buildsFailed: 'Failed to read the remotes of the runtime config.',
  noRemotes: 'No remote is configured.',
  answers: 'Answers',
  noAnswer: 'No answer',
  real: 'Service',
  standIn: 'Local stand-in',
  tips: {
    title: 'Tips',
    key: 'Encryption key',
    developmentKey: 'Local development key',
    developmentKeyNote: 'made by the API for trying the site: never use it for real tips. Create the newsroom’s key and configure it.',
    configuredKey: 'Newsroom key (configured)',
    fingerprint: 'Fingerprint',
    retention: 'Receipts and conversations kept',
    retentionDays: (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`,
    passesThrough: 'Third parties a tip passes through',
    noThirdParty: 'None: a tip goes from the source’s browser to this API only, encrypted.',
    ciphertextOnly: 'Ciphertext only',
    seesVisit: 'Sees the visit',
  },
} as const;

/** The Site health card in Settings: the last hour's traffic, the instances and the last verified backup. */
export const SITE_HEALTH_TEXT = {
  title: 'Site health',
  fromPrometheus: 'Every instance, from Prometheus',
  fromProcess: 'This API process (no Prometheus configured)',
  loading: 'Loading the last hour…',
  failed: 'Failed to load the site’s health.',
  tryAgain: 'Try again',
  noSeries: 'The charts are not available',
  nothingMeasured: 'Nothing measured in the last hour yet.',
  requests: 'Requests per minute',
  errors: 'Errors (5xx) per minute',
  latency: 'p95 latency (ms)',
  instances: 'Instances',
  noInstances: 'No instance reported.',
  states: { up: 'up', down: 'down', draining: 'draining' },
  roles: { api: 'API', pages: 'page server' },
  backup: 'Last verified backup',
  never: 'never',
  neverNote: 'no backup has been restored and checked yet',
} as const;

/** The Tips inbox: the private key opened for this session, the list, one tip opened, the conversation. */
export const TIPS_TEXT = {
  unlockTitle: 'Open the tips key',
  unlockIntro:
    'Tips arrive encrypted to the newsroom’s key; only its private key opens them. Choose or paste the private key and type its passphrase. Both stay in this tab’s memory: they are never sent to the server or stored, and Lock (or leaving the admin area, or reloading) forgets them.',
  keyLabel: 'Private key (armored)',
  chooseKeyFile: 'Choose key file',
  passphraseLabel: 'Passphrase',
  unlock: 'Unlock',
  lock: 'Lock',
  unlocked: (fingerprint: string): string => `The tips key is open for this session (fingerprint ${fingerprint}).`,
  keyMissing: 'Choose the private key file or paste the key first.',
  keyFailed: 'The key could not be opened. Try again.',
  keyProblem: {
    'not-a-private-key':
      'This is not an OpenPGP private key. Choose the armored private key file (it begins with “-----BEGIN PGP PRIVATE KEY BLOCK-----”).',
    'wrong-passphrase': 'Wrong passphrase for this key. Nothing was opened.',
    'wrong-key': 'This key cannot open this tip: it was encrypted to another key. Lock, then open the key the tip was sent to.',
  },
  loadFailed: 'Failed to load tips.',
  tipFailed: 'Failed to load this tip.',
  tabArchived: 'Archived',
  empty: 'No tips yet.',
  emptyArchived: 'No archived tips.',
  status: { new: 'New', read: 'Read', answered: 'Answered', archived: 'Archived' },
  /** The flag on a tip whose latest message is the source's. */
  sourceReplied: 'Source replied',
  inboxTab: (unread: number): string => (unread > 0 ? `Inbox (${unread} unread)` : 'Inbox'),
  /** After the menu's Tips label: read as "Tips, 3 unread". */
  unreadBadge: (unread: number): string => `${unread} unread`,
  tipName: (received: string): string => `the tip received ${received}`,
  open: 'Open',
  markRead: 'Mark read',
  markUnread: 'Mark unread',
  archive: 'Archive',
  unarchive: 'Move to inbox',
  delete: 'Delete',
  confirmDelete: 'Delete this tip for good? Its attachments and conversation are deleted too.',
  statusSaved: { new: 'Marked unread.', read: 'Marked read.', answered: 'Marked answered.', archived: 'Tip archived.' },
  statusFailed: 'Could not change the tip. Try again.',
  deleted: 'Tip deleted.',
  deleteFailed: 'Could not delete the tip. Try again.',
  gone: 'Someone else already deleted this tip. The list now shows the current tips.',
  dialogTitle: (received: string): string => `Tip received ${received}`,
  lockedInDialog: 'This tip is encrypted. Open the tips key to read it.',
  decrypting: 'Decrypting…',
  fields: { name: 'Name', email: 'Email', message: 'Message' },
  notGiven: 'Not given',
  attachments: 'Attachments',
  noAttachments: 'No attachments.',
  filesWithMessage: 'Files sent with this message',
  download: (name: string): string => `Download ${name}`,
  downloadFailed: 'Could not download or decrypt this attachment.',
  conversation: 'Conversation with the source',
  noConversation: 'No messages yet. A reply appears to the source when they check with their receipt code.',
  fromSource: 'Source',
  fromStaff: 'Newsroom',
  unreadable: 'This message could not be decrypted with this key.',
  replyHeading: 'Reply',
  replyLabel: 'Your reply to the source',
  replyHint: 'Encrypted in this browser to the source’s key and the newsroom’s key before it is sent.',
  sendReply: 'Send reply',
  replyEmpty: 'Write a reply first.',
  replySent: 'Reply sent.',
  replyFailed: 'Could not send the reply. Your text is still here.',
} as const;

/** The Content section: the site's pages and investigations, drafts, publication and history. */
export const CONTENT_TEXT = {
  intro:
    'The site’s investigations, the documentary teaser, and the words of the home, speaking and launch pages. Edits are saved as a draft; visitors see a page once it is published.',
  loadFailed: 'Failed to load the content.',
  empty: 'No content yet.',
  newInvestigation: 'New investigation',
  unpublishedChanges: 'Unpublished changes',
  scheduledFor: (when: string): string => `Scheduled for ${when}`,
  theSite: 'the site',
  saved: 'Draft saved.',
  saveFailed: 'Could not save. Check the marked fields.',
  invalid: 'Some fields need attention before saving.',
  actionFailed: 'That did not work. Try again.',
  published: 'Published. Visitors see it within seconds.',
  scheduled: (when: string): string => `Scheduled for ${when}.`,
  unscheduled: 'Schedule cancelled. The draft stays a draft.',
  unpublished: 'Unpublished. Visitors now get “page not found”.',
  restored: (revision: number): string => `Revision ${revision} is now the draft.`,
  created: 'Investigation created as a draft.',
  confirmPublish: 'Publish now? Visitors see this version within seconds.',
  confirmUnpublish: 'Unpublish this page? Visitors get “page not found” until it is published again.',
  confirmRestore: (revision: number): string => `Make revision ${revision} the draft? Publish it afterwards for visitors to see it.`,
  unsavedFirst: 'Unsaved edits are saved as a draft first.',
  previewReady: 'Preview opened in a new tab.',
  previewLink: 'Open the preview',
  previewExpires: (when: string): string => `This private link works until ${when}.`,
  conflict:
    'Someone else changed this page after you opened it, so nothing was saved. Your edits are still in the form. Copy what you need, then load the latest version and make your changes again.',
  loadLatest: 'Load the latest version (replaces your edits)',
  slugTaken: 'This address is taken (or reserved). Choose another.',
  scheduleFuture: 'Choose a time in the future.',
  scheduleSkipped: 'This time does not exist in the organisation’s time zone (the clocks go forward past it). Choose another.',
  historyEmpty: 'No revisions yet.',
  historyFailed: 'Failed to load the history.',
  noChanges: 'No field changed.',
  notFound: 'There is no such page.',
  sitePageAlwaysPublished: 'This page is always on the site: publish a new version to change its words.',
  mottoUnreadable: (ratio: number, needed: number): string =>
    `This colour is hard to read on the launch page’s dark card (contrast ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1, at least ${needed}:1 needed). Choose a lighter colour.`,
} as const;
