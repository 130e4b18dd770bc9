import { screen, within } from '@testing-library/react';
import HoaxPage from './HoaxPage';
import { renderPage, testConfig } from '@beacon/shared/testing';

const exhibits = () => screen.getAllByRole('heading', { level: 3, name: /^Exhibit \d+:/ });
const actionCards = () => within(screen.getByRole('region', { name: 'What Can I Do?' })).getAllByRole('article');

describe('the hoax page', () => {
  it('uses the same layout with one exhibit and three action cards, named from the configured slug', () => {
    renderPage(<HoaxPage />, {
      path: '/harbor-town-hoax',
      config: testConfig({ site: { hoaxSlug: 'harbor-town', hoaxName: 'Harbor Town' } }),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Harbor Town Hoax');
    expect(exhibits()).toHaveLength(1);
    expect(actionCards()).toHaveLength(3);
  });
});
