import type { Booking } from '@beacon/shared/schemas';
import { BOOKING_TEXT } from '../../content/adminText';
import { formatDay } from '../../lib/format';

export interface MailDraft {
  to: string;
  subject: string;
  body: string;
}

/** The reply an admin starts from: addressed to the requester, naming the event, its date (or TBD) and place. */
export function bookingMailDraft(booking: Booking, orgName: string): MailDraft {
  const date = formatDay(booking.eventDate) ?? BOOKING_TEXT.noDate;
  const location = booking.eventLocation.trim() || BOOKING_TEXT.noDate;
  return {
    to: booking.requesterEmail,
    subject: `Your booking request: ${booking.eventName}`,
    body: [
      `Hello ${booking.requesterName},`,
      '',
      `Thank you for your request to book a speaker for ${booking.eventName}.`,
      `Date: ${date}`,
      `Location: ${location}`,
      '',
      'Best regards,',
      orgName,
    ].join('\r\n'),
  };
}

/**
 * The draft as a mailto: link. Every part is percent-encoded (the address's local part and domain
 * apart, keeping its @), so an `&`, `?` or `#` in a name or event cannot end a field early.
 */
export function mailtoHref({ to, subject, body }: MailDraft): string {
  const at = to.lastIndexOf('@');
  const address = at > 0 ? `${encodeURIComponent(to.slice(0, at))}@${encodeURIComponent(to.slice(at + 1))}` : encodeURIComponent(to);
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
