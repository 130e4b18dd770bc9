import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { runtimeConfigFromEnv } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import LandingPage from './LandingPage';

describe('the Coming Soon page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = runtimeConfigFromEnv({});
    render(
      <AppProviders config={config}>
        <MemoryRouter initialEntries={['/']}>
          <LandingPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: "We're Building Something Exciting!" }));
    expect(document.title).toBe(`Coming Soon · ${config.site.organisationName}`);
  });
});
