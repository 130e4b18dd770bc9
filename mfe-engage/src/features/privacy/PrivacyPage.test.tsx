import { screen, within } from '@testing-library/react';
import { renderPage, renderPageToString, testConfig } from '@beacon/shared/testing';
import PrivacyPage from './PrivacyPage';

const config = testConfig({ site: { organisationName: 'Harbour News', pressEmail: 'privacy@harbour.example' } });

const section = (name: string): HTMLElement => {
  const heading = screen.getByRole('heading', { level: 2, name });
  return heading.nextElementSibling as HTMLElement;
};

describe('the privacy notice', () => {
  beforeEach(() => renderPage(<PrivacyPage />, { path: '/privacy', config }));

  it('is titled Privacy and names the organisation', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(document.title).toContain('Privacy');
    expect(screen.getByRole('main')).toHaveTextContent('What Harbour News keeps about you');
  });

  it('covers the mailing list, tips, bookings and sign-in, then who to ask', () => {
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The mailing list',
      'Tips',
      'Speaking bookings',
      'Signing in',
      'Protection against abuse and server logs',
      'Trying new versions of the site',
      'Who to ask',
    ]);
  });

  it('says what each form keeps and for how long', () => {
    expect(section('The mailing list')).toHaveTextContent(/your email address.*until you ask us to remove it/);
    expect(section('Tips')).toHaveTextContent(
      /encrypted in your browser.*no IP address and no browser details.*the hour it arrived.*90 days/,
    );
    expect(section('Speaking bookings')).toHaveTextContent(/your name, your email.*restored for 30 days, then it is erased/);
    expect(section('Speaking bookings')).toHaveTextContent(/staff activity log, which is never erased/);
    expect(section('Signing in')).toHaveTextContent(/at most four hours/);
    expect(section('Protection against abuse and server logs')).toHaveTextContent(/IP address.*one minute/);
    expect(section('Protection against abuse and server logs')).toHaveTextContent(
      /Tips are the exception: our servers log the tips form, its captcha and its replies without your IP address or browser details/,
    );
    expect(section('Trying new versions of the site')).toHaveTextContent(
      /Only while that runs.*beacon_release.*random number from 0 to 99.*deleted when you close your browser/,
    );
  });

  it('tells visitors whom to write to, at the configured address', () => {
    const link = within(section('Who to ask')).getByRole('link', { name: 'privacy@harbour.example' });
    expect(link).toHaveAttribute('href', 'mailto:privacy@harbour.example');
  });
});

it('renders on the server as in the browser, with the light kit only', () => {
  const html = renderPageToString(<PrivacyPage />, { path: '/privacy', config });
  expect(html).toContain('<h1 id="privacy-title">Privacy</h1>');
  expect(html).not.toMatch(/class="[^"]*\bant-/);
});
