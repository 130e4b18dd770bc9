import { screen } from '@testing-library/react';
import { renderPage, testConfig } from '@beacon/shared/testing';
import LandingPage from './LandingPage';

describe('the Coming Soon page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = testConfig();
    renderPage(<LandingPage />, { path: '/', config });
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: "We're Building Something Exciting!" }),
    );
    expect(document.title).toBe(`Coming Soon · ${config.site.organisationName}`);
  });
});
