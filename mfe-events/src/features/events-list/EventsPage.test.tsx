import { screen } from '@testing-library/react';
import { renderPage, testConfig } from '@beacon/shared/testing';
import EventsPage from './EventsPage';

describe('the Events page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = testConfig();
    renderPage(<EventsPage />, { path: '/events', config });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Join Us at Events' }));
    expect(document.title).toBe(`Events · ${config.site.organisationName}`);
  });
});
