import { screen, within } from '@testing-library/react';
import HoaxPage from './HoaxPage';
import { installFakeApi, renderPage, testConfig } from '@beacon/shared/testing';
import { HOAX_BODY } from '@beacon/shared/content-seed';
import { publishedInvestigation } from '../../components/investigation/testInvestigations';

const exhibits = () => screen.getAllByRole('heading', { level: 3, name: /^Exhibit \d+:/ });
const actionCards = () => within(screen.getByRole('region', { name: 'What Can I Do?' })).getAllByRole('article');

describe('the hoax page', () => {
  it('shows the published investigation `hoax` in the same layout, named from the configured slug', async () => {
    const api = installFakeApi().on('GET', '/content/investigation/hoax', { json: publishedInvestigation('hoax', HOAX_BODY) });
    renderPage(<HoaxPage />, {
      path: '/harbor-town-hoax',
      config: testConfig({ site: { hoaxSlug: 'harbor-town', hoaxName: 'Harbor Town' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^The Harbor Town Hoax/ })).toBeInTheDocument();
    expect(exhibits()).toHaveLength(1);
    expect(actionCards()).toHaveLength(3);
    expect(within(actionCards()[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'https://beacon.example/reports/harbor-town-timeline',
    );
    // No preview token: the published revision was asked for.
    expect(api.callsTo('GET', '/content/investigation/hoax').map((call) => call.query.get('preview'))).toEqual([null]);
  });
});
