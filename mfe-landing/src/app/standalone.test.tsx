import { act, screen } from '@testing-library/react';
import { BOOT_ELEMENT_ID } from '@beacon/shared';
import { installFakeApi, setReducedMotion, testConfig } from '@beacon/shared/testing';
import { EDITED_LANDING, publishedLanding } from '../features/landing/testLanding';
import { mountLanding } from './mount';
import { prerenderDocument } from './prerender';
import { PRERENDER_ELEMENT_ID } from './prerenderedConfig';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Beacon · Coming Soon</title>
    <!--beacon:boot-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const built = testConfig({ site: { organisationName: 'Built Name', donationUrl: 'https://donate.example/built' } });
const served = testConfig({
  apiUrl: 'http://served-api.test',
  site: { organisationName: 'Served Name', donationUrl: 'https://donate.example/served' },
});

describe('the standalone deployment', () => {
  test('the prerendered HTML holds the page, its title, its styles in <head> and the config it was rendered with', () => {
    const html = prerenderDocument(TEMPLATE, built);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.title).toBe('Coming Soon · Built Name');
    expect(page.querySelector('#root h1')?.textContent).toBe("We're Building Something Exciting!");
    expect(page.querySelector('#root')?.textContent).toContain('Built Name');
    expect(page.querySelector('head style[data-href="landing-page"]')).not.toBeNull();
    expect(page.querySelector('#root style')).toBeNull();
    expect(JSON.parse(page.getElementById(PRERENDER_ELEMENT_ID)?.textContent ?? 'null')).toEqual(built);
    expect(html).toContain('<!--beacon:boot-->');
  });

  test('the first paint waits for the whole page: the centred page never paints half parsed', () => {
    const page = new DOMParser().parseFromString(prerenderDocument(TEMPLATE, built), 'text/html');
    const hold = page.querySelector('head link[rel="expect"][blocking="render"]');
    const marker = page.querySelector(hold?.getAttribute('href') ?? '#none');
    const root = page.getElementById('root');
    expect(marker).not.toBeNull();
    // After all of the page's markup, so the whole page is parsed when the browser first paints.
    expect(root && marker && root.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(root?.contains(marker ?? null)).toBe(false);
  });

  test('hydrates the prerendered page without a mismatch, then shows the config the server inlined and the published words', async () => {
    const api = installFakeApi({ baseUrl: served.apiUrl }).on('GET', '/content/landing/landing', {
      json: publishedLanding(EDITED_LANDING),
    });
    const restoreMotion = setReducedMotion(true);
    const errors = jest.spyOn(console, 'error');
    try {
      const page = new DOMParser().parseFromString(prerenderDocument(TEMPLATE, built), 'text/html');
      document.head.innerHTML = page.head.innerHTML;
      document.body.innerHTML = page.body.innerHTML;
      // A browser's parser mutes a video that has the `muted` attribute; jsdom's does not.
      for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
      const boot = document.createElement('script');
      boot.id = BOOT_ELEMENT_ID;
      boot.type = 'application/json';
      boot.textContent = JSON.stringify({ config: served, remotes: {} });
      document.head.append(boot);
      const prerenderedHeading = screen.getByRole('heading', { level: 1 });
      expect(prerenderedHeading).toHaveTextContent("We're Building Something Exciting!");

      await act(() => mountLanding());

      // The server's markup is kept (hydrated, not replaced), and the served config takes over.
      expect(await screen.findByText('Served Name')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Fund the Newsroom/ })).toHaveAttribute('href', 'https://donate.example/served');
      // The published words, asked for from the served config's API once it was known.
      expect(await screen.findByRole('heading', { level: 1, name: 'The Newsroom Opens Its Doors' })).toBe(prerenderedHeading);
      expect(api.callsTo('GET', '/content/landing/landing')).toHaveLength(1);
      expect(document.title).toBe('Launching in May · Served Name');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      restoreMotion();
    }
  });
});
