import { mountStandalone } from '@beacon/shared/ui';
import EventsPage from './features/events-list/EventsPage';
import EventDetailPage from './features/event-detail/EventDetailPage';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone(() => [
    { path: '/events', element: <EventsPage /> },
    { path: '/events/:id', element: <EventDetailPage /> },
]);
