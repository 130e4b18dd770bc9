import { calendarDates, googleCalendarUrl, utcCompact } from './calendarLink';

describe('the calendar link', () => {
  it('writes times in UTC compact form', () => {
    expect(utcCompact(new Date('2026-03-21T18:30:05.123Z'))).toBe('20260321T183005Z');
  });

  it('ends two hours after the start, in UTC whatever the offset of the stored date', () => {
    const dates = (date: string) => calendarDates({ date, endDate: null });
    expect(dates('2026-03-21T18:30:00.000Z')).toBe('20260321T183000Z/20260321T203000Z');
    expect(dates('2026-03-21T23:00:00-07:00')).toBe('20260322T060000Z/20260322T080000Z');
    expect(dates('2026-12-31T23:15:00Z')).toBe('20261231T231500Z/20270101T011500Z');
  });

  it('ends at the event’s end time when it has one', () => {
    expect(calendarDates({ date: '2026-03-21T18:30:00.000Z', endDate: '2026-03-21T22:15:00.000Z' })).toBe(
      '20260321T183000Z/20260321T221500Z',
    );
  });

  it('opens Google Calendar’s template with the title, plain-text details, the place, the dates and the venue’s zone', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Town Hall & Q&A',
        description: '<p>Bring <strong>questions</strong>, friends &amp; chairs.</p>',
        location: 'Grace Center, Phoenix, AZ',
        date: '2026-03-21T18:30:00.000Z',
        endDate: null,
        timeZone: 'America/New_York',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Town Hall & Q&A',
      dates: '20260321T183000Z/20260321T203000Z',
      ctz: 'America/New_York',
      details: 'Bring questions, friends & chairs.',
      location: 'Grace Center, Phoenix, AZ',
    });
  });

  it('sends empty details for an event without a description', () => {
    const url = new URL(
      googleCalendarUrl({ title: 'T', description: null, location: 'L', date: '2026-03-21T18:30:00Z', endDate: null, timeZone: 'UTC' }),
    );
    expect(url.searchParams.get('details')).toBe('');
  });
});
