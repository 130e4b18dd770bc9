import { testConfig } from '../testing';
import { fillSiteTokens } from './siteTokens';

describe('site tokens in content', () => {
  const site = { ...testConfig().site, organisationName: 'Harbour News', hoaxName: 'Riverside', donationUrl: 'https://give.example/' };

  it('fills each known token with the deployment’s value, as often as it appears', () => {
    expect(fillSiteTokens('{organisationName} on {hoaxName}; {organisationName}', site)).toBe('Harbour News on Riverside; Harbour News');
    expect(fillSiteTokens('{donationUrl}monthly', site)).toBe('https://give.example/monthly');
  });

  it('leaves unknown tokens and object properties as written', () => {
    expect(fillSiteTokens('{nobody} {constructor} {toString}', site)).toBe('{nobody} {constructor} {toString}');
  });
});
