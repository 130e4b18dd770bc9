import { isEmail, isIsoDate, MAX_YEAR, MIN_YEAR } from '@beacon/shared/schemas/rules';

export interface BookingValues {
  name: string;
  email: string;
  eventName: string;
  eventDate: string;
  eventLocation: string;
  details: string;
}

export const EMPTY_BOOKING: BookingValues = { name: '', email: '', eventName: '', eventDate: '', eventLocation: '', details: '' };

/** Which control to put the focus on after a failed check. */
export type BookingFocus = 'captcha' | keyof BookingValues;

export interface BookingProblem {
  message: string;
  focus: BookingFocus;
}

export const BOOKING_MESSAGES = {
  captcha: 'Please complete the CAPTCHA.',
  nameAndEmail: 'Please enter your name and email.',
  event: 'Please provide the event name, date, and location.',
  emailFormat: 'Please enter a valid email address.',
  dateRange: `Please enter an event date between ${MIN_YEAR} and ${MAX_YEAR}.`,
  pastDate: 'The event date has passed. Please choose today or a later date.',
  failed: 'Failed to send your request. Please try again.',
  sent: 'Your request for booking has been sent successfully!',
} as const;

const blank = (value: string): boolean => value.trim() === '';

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Today where the visitor is (YYYY-MM-DD, their device's zone): the earliest date a booking may name. */
export const localToday = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;

/**
 * The checks before sending, in this order: the captcha, name and e-mail, the event's name, date
 * and location; then the API's own rules for the e-mail address and the date (one definition,
 * shared with the API), and a date not before `today` (the visitor's), so a request the API would
 * refuse never spends the captcha.
 */
export function checkBooking(values: BookingValues, hasCaptcha: boolean, today: string): BookingProblem | null {
  if (!hasCaptcha) return { message: BOOKING_MESSAGES.captcha, focus: 'captcha' };
  if (blank(values.name) || blank(values.email)) {
    return { message: BOOKING_MESSAGES.nameAndEmail, focus: blank(values.name) ? 'name' : 'email' };
  }
  if (blank(values.eventName) || blank(values.eventDate) || blank(values.eventLocation)) {
    const focus = blank(values.eventName) ? 'eventName' : blank(values.eventDate) ? 'eventDate' : 'eventLocation';
    return { message: BOOKING_MESSAGES.event, focus };
  }
  if (!isEmail(values.email.trim())) return { message: BOOKING_MESSAGES.emailFormat, focus: 'email' };
  if (!isIsoDate(values.eventDate)) return { message: BOOKING_MESSAGES.dateRange, focus: 'eventDate' };
  // ISO dates compare as text.
  if (values.eventDate < today) return { message: BOOKING_MESSAGES.pastDate, focus: 'eventDate' };
  return null;
}

/** The e-mail the speaker's team receives: the booking's details as plain text. */
export function bookingEmailMessage(values: BookingValues): string {
  return [
    `Booking request: ${values.eventName.trim()}`,
    `Date: ${values.eventDate}`,
    `Location: ${values.eventLocation.trim()}`,
    `Requested by: ${values.name.trim()} <${values.email.trim()}>`,
    '',
    values.details.trim() || '(no further details)',
  ].join('\n');
}
