import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { runtimeConfigFromEnv } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import TipsPage from './TipsPage';

describe('the Tips page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = runtimeConfigFromEnv({});
    render(
      <AppProviders config={config}>
        <MemoryRouter initialEntries={['/tips']}>
          <TipsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: "Media Tips" }));
    expect(document.title).toBe(`Tips · ${config.site.organisationName}`);
  });
});
