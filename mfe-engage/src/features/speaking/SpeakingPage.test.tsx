import { screen } from '@testing-library/react';
import { renderPage, testConfig } from '@beacon/shared/testing';
import SpeakingPage from './SpeakingPage';

describe('the Speaking page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = testConfig();
    renderPage(<SpeakingPage />, { path: '/speaking', config });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Speaking & Booking' }));
    expect(document.title).toBe(`Speaking · ${config.site.organisationName}`);
  });
});
