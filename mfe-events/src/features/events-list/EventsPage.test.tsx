import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { runtimeConfigFromEnv } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import EventsPage from './EventsPage';

describe('the Events page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = runtimeConfigFromEnv({});
    render(
      <AppProviders config={config}>
        <MemoryRouter initialEntries={['/events']}>
          <EventsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: "Join Us at Events" }));
    expect(document.title).toBe(`Events · ${config.site.organisationName}`);
  });
});
