import { screen } from '@testing-library/react';
import { renderPage, testConfig } from '@beacon/shared/testing';
import TipsPage from './TipsPage';

describe('the Tips page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = testConfig();
    renderPage(<TipsPage />, { path: '/tips', config });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Media Tips' }));
    expect(document.title).toBe(`Tips · ${config.site.organisationName}`);
  });
});
