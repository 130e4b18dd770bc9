import dayjs from 'dayjs';
import { emptyEventForm, eventFormValues, formFieldErrors, previousDateOf, toEventPayload, type EventFormValues } from './eventForm';

/** The picker's value for a wall-clock time (its fields are read as the venue's clock). */
const wall = (year: number, month: number, day: number, hour: number, minute: number) =>
  dayjs(new Date(year, month - 1, day, hour, minute));

describe('the event form payload', () => {
  const filled: EventFormValues = {
    ...emptyEventForm('America/Phoenix'),
    title: '  Town hall  ',
    category: ' Rally ',
    date: wall(2031, 5, 6, 11, 30),
    location: '\tMesa Library\n',
    createdBy: '  Jordan ',
    description: '  <p>Bring a friend.</p>  ',
    isFocused: true,
    isCompleted: false,
    image: { imageUrl: 'http://api.test/media/uploads/events/abc.png', imagePublicId: 'events/abc' },
  };

  it('trims the text fields, sends the date as ISO read at the venue, its zone, the status and each flag on its own', () => {
    expect(toEventPayload(filled, null)).toEqual({
      title: 'Town hall',
      category: 'Rally',
      // 11:30 AM in Phoenix (UTC−7 all year).
      date: '2031-05-06T18:30:00.000Z',
      endDate: null,
      timeZone: 'America/Phoenix',
      status: 'scheduled',
      previousDate: null,
      location: 'Mesa Library',
      createdBy: 'Jordan',
      description: '<p>Bring a friend.</p>',
      isFocused: true,
      isCompleted: false,
      imageUrl: 'http://api.test/media/uploads/events/abc.png',
      imagePublicId: 'events/abc',
    });
    const saved = { date: '2031-05-06T18:30:00.000Z', endDate: null, status: 'scheduled' as const, previousDate: null };
    expect(toEventPayload({ ...filled, isFocused: false, isCompleted: true }, saved)).toMatchObject({
      isFocused: false,
      isCompleted: true,
    });
  });

  it('sends an end read at the venue, or null without one', () => {
    expect(toEventPayload({ ...filled, endDate: wall(2031, 5, 6, 14, 0) }, null)).toMatchObject({
      date: '2031-05-06T18:30:00.000Z',
      endDate: '2031-05-06T21:00:00.000Z',
    });
  });

  it('on the day the clocks go back, sends the 1:30 AM chosen; on the day they go forward, no date for a time that does not exist', () => {
    const repeated = { ...filled, timeZone: 'America/New_York', date: wall(2026, 11, 1, 1, 30) };
    expect(toEventPayload({ ...repeated, dateOccurrence: 'earlier' }, null).date).toBe('2026-11-01T05:30:00.000Z');
    expect(toEventPayload({ ...repeated, dateOccurrence: 'later' }, null).date).toBe('2026-11-01T06:30:00.000Z');
    expect(toEventPayload(repeated, null).date).toBeNull();
    expect(toEventPayload({ ...filled, timeZone: 'America/New_York', date: wall(2026, 3, 8, 2, 30) }, null).date).toBeNull();
  });

  it('reads the same wall-clock time in another zone as another instant', () => {
    expect(toEventPayload({ ...filled, timeZone: 'America/New_York' }, null).date).toBe('2031-05-06T15:30:00.000Z');
    expect(toEventPayload({ ...filled, timeZone: 'UTC' }, null).date).toBe('2031-05-06T11:30:00.000Z');
  });

  it('opens a saved event at its venue’s wall clock and sends its date back unchanged, seconds included', () => {
    const event = {
      _id: 'e1',
      title: 'T',
      description: null,
      date: '2026-08-29T02:00:45.000Z',
      endDate: null,
      timeZone: 'America/Phoenix',
      status: 'scheduled' as const,
      previousDate: null,
      revision: 3,
      location: 'L',
      category: 'C',
      createdBy: null,
      isFocused: false,
      isCompleted: false,
      imageUrl: null,
      imagePublicId: null,
      attendees: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const values = eventFormValues(event);
    // 7:00 PM on the 28th in Phoenix, whatever zone the test machine is in.
    expect(values.date?.format('YYYY-MM-DD HH:mm')).toBe('2026-08-28 19:00');
    expect(values).toMatchObject({ timeZone: 'America/Phoenix', status: 'scheduled' });
    expect(toEventPayload(values, event).date).toBe(event.date);
  });

  it('sends null for no date, no description and no image; an empty Created By is left to the API on create, cleared on edit', () => {
    const empty = { ...emptyEventForm('UTC'), title: 'T', category: 'C', location: 'L', description: '   ' };
    const created = toEventPayload(empty, null);
    expect(created).toMatchObject({ date: null, description: null, imageUrl: null, imagePublicId: null, timeZone: 'UTC' });
    expect(created).not.toHaveProperty('createdBy');
    const saved = { date: '2031-05-06T18:30:00.000Z', endDate: null, status: 'scheduled' as const, previousDate: null };
    expect(toEventPayload(empty, saved).createdBy).toBeNull();
  });

  it('puts the API’s field messages on the form’s fields, the image’s on the image, the former date’s on the status', () => {
    expect(
      formFieldErrors({
        title: 'is required',
        imageUrl: 'must be a URL',
        'date.x': 'bad',
        timeZone: 'unknown zone',
        previousDate: 'only for a postponed event',
        unknown: 'ignored',
      }),
    ).toEqual([
      { name: 'title', errors: ['is required'] },
      { name: 'image', errors: ['must be a URL'] },
      { name: 'date', errors: ['bad'] },
      { name: 'timeZone', errors: ['unknown zone'] },
      { name: 'status', errors: ['only for a postponed event'] },
    ]);
  });
});

describe('the date a postponed event moved from', () => {
  const SAVED_AT = '2031-05-06T18:30:00.000Z';
  const MOVED_TO = '2031-06-10T18:30:00.000Z';
  const scheduled = { date: SAVED_AT, status: 'scheduled' as const, previousDate: null };

  it('is the saved date when the event becomes postponed and its date changes', () => {
    expect(previousDateOf('postponed', MOVED_TO, scheduled)).toBe(SAVED_AT);
  });

  it('is none while the date is unchanged (the new date is to be announced), and for a new event', () => {
    expect(previousDateOf('postponed', SAVED_AT, scheduled)).toBeNull();
    expect(previousDateOf('postponed', '2031-05-06T18:30:59.000Z', scheduled)).toBeNull();
    expect(previousDateOf('postponed', MOVED_TO, null)).toBeNull();
  });

  it('stays the date first announced when a postponed event moves again', () => {
    const moved = { date: MOVED_TO, status: 'postponed' as const, previousDate: SAVED_AT };
    expect(previousDateOf('postponed', '2031-07-01T18:30:00.000Z', moved)).toBe(SAVED_AT);
    // Postponed with the date to be announced, then given its new date: moved from the saved one.
    expect(previousDateOf('postponed', MOVED_TO, { ...scheduled, status: 'postponed' })).toBe(SAVED_AT);
  });

  it('is null whenever the status is not postponed, so the API clears it', () => {
    const moved = { date: MOVED_TO, status: 'postponed' as const, previousDate: SAVED_AT };
    expect(previousDateOf('scheduled', MOVED_TO, moved)).toBeNull();
    expect(previousDateOf('cancelled', '2031-07-01T18:30:00.000Z', moved)).toBeNull();
  });
});
