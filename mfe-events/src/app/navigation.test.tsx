import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@beacon/shared/router';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import EventDetailPage from '../features/event-detail/EventDetailPage';
import EventsPage from '../features/events-list/EventsPage';
import { makeEvent } from '../lib/testEvents';

/** Both pages under one router, as the host and the standalone app mount them. */
function EventsRoutes() {
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path=":id" element={<EventDetailPage />} />
    </Routes>
  );
}

const event = makeEvent({ title: 'Faith & Freedom Town Hall', daysFromNow: 3 });

describe('listing → detail → back', () => {
  it('shows the event at once from the listing’s cache and revalidates it in the background', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = installFakeApi()
      .on('GET', '/events', { json: [event] })
      .on('GET', '/events/:id', async () => {
        await answered;
        return { json: { ...event, title: 'Renamed Town Hall' } };
      });
    renderPage(<EventsRoutes />, { path: '/events', route: '/events/*' });
    const card = await screen.findByRole('article', { name: event.title });
    await userEvent.click(within(card).getByRole('link', { name: 'Learn More' }));
    // At once, from the listing's copy: no skeleton.
    expect(screen.getByRole('heading', { level: 1, name: event.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading the event…')).not.toBeInTheDocument();
    expect(document.querySelector('.events-skeleton')).toBeNull();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Renamed Town Hall' })).toBeInTheDocument();
    expect(api.callsTo('GET', `/events/${event._id}`)).toHaveLength(1);

    // Back within the cache window: the list shows at once and is not fetched again.
    await userEvent.click(screen.getByRole('link', { name: 'Back to Events' }));
    expect(screen.getByRole('article', { name: event.title })).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.callsTo('GET', '/events')).toHaveLength(1);
  });
});
