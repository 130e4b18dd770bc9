import { attendeeCount } from './attendeeCount';

describe('attendeeCount', () => {
  it.each([
    [1, false, '1 expected attendee'],
    [2, false, '2 expected attendees'],
    [1200, false, '1,200 expected attendees'],
    [1, true, '1 attendee'],
    [250, true, '250 attendees'],
  ])('%p (past: %p) reads %s', (count, past, text) => {
    expect(attendeeCount(count, past)).toBe(text);
  });
});
