import type { Booking } from '@beacon/shared/schemas';
import { bookingMailDraft, mailtoHref } from './mailDraft';

const booking: Booking = {
  _id: 'b1',
  requesterName: 'Ana & Bo',
  requesterEmail: 'ana+talks@example.org',
  eventName: 'Q&A: rights? #2',
  eventDate: '2031-03-04',
  eventLocation: 'Mesa Library',
  eventDetails: '',
  isConfirmed: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2031-03-04T00:00:00Z'));

describe('the reply draft of a booking', () => {
  it('is addressed to the requester with a subject and a greeting naming the event, date and place', () => {
    expect(bookingMailDraft(booking, 'Beacon Media')).toEqual({
      to: 'ana+talks@example.org',
      subject: 'Your booking request: Q&A: rights? #2',
      body: [
        'Hello Ana & Bo,',
        '',
        'Thank you for your request to book a speaker for Q&A: rights? #2.',
        `Date: ${day}`,
        'Location: Mesa Library',
        '',
        'Best regards,',
        'Beacon Media',
      ].join('\r\n'),
    });
  });

  it('says TBD when there is no date', () => {
    expect(bookingMailDraft({ ...booking, eventDate: '' }, 'Beacon Media').body).toContain('\r\nDate: TBD\r\n');
  });

  it('encodes every part of the mailto link, so & ? # in a name cannot break it', () => {
    const href = mailtoHref(bookingMailDraft(booking, 'Beacon Media'));
    expect(href).toBe(
      'mailto:ana%2Btalks@example.org' +
        '?subject=Your%20booking%20request%3A%20Q%26A%3A%20rights%3F%20%232' +
        `&body=Hello%20Ana%20%26%20Bo%2C%0D%0A%0D%0AThank%20you%20for%20your%20request%20to%20book%20a%20speaker%20for%20Q%26A%3A%20rights%3F%20%232.%0D%0ADate%3A%20${encodeURIComponent(day)}%0D%0ALocation%3A%20Mesa%20Library%0D%0A%0D%0ABest%20regards%2C%0D%0ABeacon%20Media`,
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Your booking request: Q&A: rights? #2');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  });
});
