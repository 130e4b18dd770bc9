import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { runtimeConfigFromEnv } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import EventDetailPage from './EventDetailPage';

describe('the Event page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = runtimeConfigFromEnv({});
    render(
      <AppProviders config={config}>
        <MemoryRouter initialEntries={['/events/1']}>
          <EventDetailPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: "Event" }));
    expect(document.title).toBe(`Event · ${config.site.organisationName}`);
  });
});
