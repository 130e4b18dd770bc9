import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { ConfigProvider } from '@beacon/shared';
import { renderPage, setReducedMotion, testConfig } from '@beacon/shared/testing';
import LandingPage from './LandingPage';

const config = testConfig({ site: { organisationName: 'Lighthouse Press', donationUrl: 'https://donate.example/lighthouse' } });

let play: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => play.mockRestore());

describe('the pre-launch page', () => {
  test('the name and motto card, the heading, the invitation, the sign-up card and the sponsor link, in that order', () => {
    renderPage(<LandingPage />, { config });
    const main = screen.getByRole('main');
    const name = screen.getByText('Lighthouse Press');
    const heading = screen.getByRole('heading', { level: 1, name: "We're Building Something Exciting!" });
    const intro = screen.getByText(/protecting the freedoms we all love/);
    const card = screen.getByRole('region', { name: 'Join Our Mailing List' });
    const sponsor = screen.getByRole('link', { name: /Become a Sponsor/ });
    const inOrder = [name, heading, intro, card, sponsor];
    for (const element of inOrder) expect(main).toContainElement(element);
    for (const [index, element] of inOrder.slice(1).entries()) {
      expect(inOrder[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(intro).toHaveTextContent(/enter your email/);
    expect(intro).toHaveTextContent(/become a sponsor/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Coming Soon · Lighthouse Press');
  });

  test('the motto: TRUTH red, FAITH white, HOPE blue', () => {
    renderPage(<LandingPage />, { config });
    expect(screen.getByText('TRUTH')).toHaveStyle({ color: '#ff6b6b' });
    expect(screen.getByText('FAITH')).toHaveStyle({ color: '#ffffff' });
    expect(screen.getByText('HOPE')).toHaveStyle({ color: '#7aa7ff' });
  });

  test('the sign-up form: a required email field and Sign Up', () => {
    renderPage(<LandingPage />, { config });
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('the sponsor link opens the configured donation page in a new tab, without an opener', () => {
    renderPage(<LandingPage />, { config });
    const sponsor = screen.getByRole('link', { name: 'Become a Sponsor (opens in a new tab)' });
    expect(sponsor).toHaveAttribute('href', 'https://donate.example/lighthouse');
    expect(sponsor).toHaveAttribute('target', '_blank');
    expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the muted looping flag video shows its poster first and plays once the page runs', () => {
    const { container } = renderPage(<LandingPage />, { config });
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('poster');
    expect(video).toHaveAttribute('loop');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video?.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  test('with reduced motion the video does not play', () => {
    const restore = setReducedMotion(true);
    try {
      renderPage(<LandingPage />, { config });
      expect(play).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  test('renders to HTML without a DOM, with no router or sign-in around it', () => {
    const html = renderToString(
      <ConfigProvider config={config}>
        <LandingPage />
      </ConfigProvider>,
    );
    expect(html).toContain('Lighthouse Press');
    expect(html).toContain('We&#x27;re Building Something Exciting!');
    expect(html).toContain('Become a Sponsor');
  });
});
