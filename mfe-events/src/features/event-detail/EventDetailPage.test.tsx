import { screen } from '@testing-library/react';
import { renderPage, testConfig } from '@beacon/shared/testing';
import EventDetailPage from './EventDetailPage';

describe('the Event page', () => {
  it('shows its heading in the main landmark and names the document', () => {
    const config = testConfig();
    renderPage(<EventDetailPage />, { path: '/events/1', config });
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Event' }));
    expect(document.title).toBe(`Event · ${config.site.organisationName}`);
  });
});
