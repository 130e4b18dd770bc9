import dayjs from 'dayjs';
import { emptyEventForm, formFieldErrors, toEventPayload } from './eventForm';

describe('the event form payload', () => {
  const filled = {
    ...emptyEventForm(),
    title: '  Town hall  ',
    category: ' Rally ',
    date: dayjs('2031-05-06T18:30:00.000Z'),
    location: '\tMesa Library\n',
    createdBy: '  Jordan ',
    description: '  <p>Bring a friend.</p>  ',
    isFocused: true,
    isCompleted: false,
    image: { imageUrl: 'http://api.test/media/uploads/events/abc.png', imagePublicId: 'events/abc' },
  };

  it('trims the text fields, sends the date as ISO and each flag on its own', () => {
    expect(toEventPayload(filled, false)).toEqual({
      title: 'Town hall',
      category: 'Rally',
      date: '2031-05-06T18:30:00.000Z',
      location: 'Mesa Library',
      createdBy: 'Jordan',
      description: '<p>Bring a friend.</p>',
      isFocused: true,
      isCompleted: false,
      imageUrl: 'http://api.test/media/uploads/events/abc.png',
      imagePublicId: 'events/abc',
    });
    expect(toEventPayload({ ...filled, isFocused: false, isCompleted: true }, true)).toMatchObject({ isFocused: false, isCompleted: true });
  });

  it('sends null for no date, no description and no image; an empty Created By is left to the API on create, cleared on edit', () => {
    const empty = { ...emptyEventForm(), title: 'T', category: 'C', location: 'L', description: '   ' };
    const created = toEventPayload(empty, false);
    expect(created).toMatchObject({ date: null, description: null, imageUrl: null, imagePublicId: null });
    expect(created).not.toHaveProperty('createdBy');
    expect(toEventPayload(empty, true).createdBy).toBeNull();
  });

  it('puts the API’s field messages on the form’s fields, the image’s on the image', () => {
    expect(formFieldErrors({ title: 'is required', imageUrl: 'must be a URL', 'date.x': 'bad', unknown: 'ignored' })).toEqual([
      { name: 'title', errors: ['is required'] },
      { name: 'image', errors: ['must be a URL'] },
      { name: 'date', errors: ['bad'] },
    ]);
  });
});
