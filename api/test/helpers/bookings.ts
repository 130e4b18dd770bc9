/** A valid public booking request for an event of this name (a future date, every field filled). */
export const bookingRequest = (eventName: string) => ({
  requesterName: 'Grace Hopper',
  requesterEmail: 'grace@example.org',
  eventName,
  eventDate: '2030-09-14',
  eventLocation: 'Arlington, VA',
  eventDetails: 'Keynote, 45 minutes.',
});
