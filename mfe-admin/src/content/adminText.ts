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
  booking: 'Someone else changed this booking after it was loaded. Reload the list to see its current state.',
  reload: 'Reload current version',
  reloadList: 'Reload list',
} as const;

export const ACCESS_TEXT = {
  title: 'Not Authorized',
  line: 'You do not have permission to access this page.',
} as const;
