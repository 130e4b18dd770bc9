import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { runtimeConfigFromEnv } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import SpeakingPage from './SpeakingPage';

describe('the Speaking page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = runtimeConfigFromEnv({});
    render(
      <AppProviders config={config}>
        <MemoryRouter initialEntries={['/speaking']}>
          <SpeakingPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: "Speaking & Booking" }));
    expect(document.title).toBe(`Speaking · ${config.site.organisationName}`);
  });
});
