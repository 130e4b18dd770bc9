import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import { TopBar } from './TopBar';
import { ShellDataProvider } from './shellData';

const served = { investigations: [{ slug: 'water-contracts', menuLabel: 'Water Contracts' }] };
const listing = (slug: string, menuLabel: string) => ({ slug, menuLabel, title: slug, intro: '', publishedAt: '2026-11-20T10:00:00.000Z' });

/** Opens the Media Investigations dropdown from the keyboard and returns it. */
async function openInvestigations(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const trigger = screen.getByRole('button', { name: /Media Investigations/ });
  act(() => trigger.focus());
  await user.keyboard('{Enter}');
  const popup = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!popup) throw new Error('no popup');
  return popup;
}
const linksOf = (popup: HTMLElement) => within(popup).getAllByRole('link');

describe('the Media Investigations menu', () => {
  it('lists the manifest’s entries, then the published investigations the page was served with', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderPage(
      <ShellDataProvider value={served}>
        <TopBar />
      </ShellDataProvider>,
    );
    const links = linksOf(await openInvestigations(user));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My New Family', '/my-new-family'],
      ['Water Contracts', '/investigations/water-contracts'],
    ]);
    // What the page was served with is what it shows: nothing is asked of the API.
    expect(api.calls).toHaveLength(0);
  });

  it('is highlighted on a published investigation’s page', () => {
    installFakeApi();
    renderPage(
      <ShellDataProvider value={served}>
        <TopBar />
      </ShellDataProvider>,
      { path: '/investigations/water-contracts', route: '/investigations/:id' },
    );
    expect(screen.getByRole('button', { name: /Media Investigations/ })).toHaveClass('is-active');
  });

  it('asks the API for the published investigations when the page came without them, leaving out the built-in ones', async () => {
    installFakeApi().on('GET', '/content/investigation', {
      json: { items: [listing('election', 'Election'), listing('hoax', 'Hoax'), listing('rail', 'Rail Deals')] },
    });
    const user = userEvent.setup();
    renderPage(<TopBar />);
    const popup = await openInvestigations(user);
    await within(popup).findByRole('link', { name: 'Rail Deals' });
    expect(linksOf(popup).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My New Family', '/my-new-family'],
      ['Rail Deals', '/investigations/rail'],
    ]);
  });

  it('keeps the manifest’s entries when the API does not answer', async () => {
    const api = installFakeApi().on('GET', '/content/investigation', 'network-error');
    const user = userEvent.setup();
    renderPage(<TopBar />);
    const popup = await openInvestigations(user);
    await act(async () => undefined);
    expect(api.callsTo('GET', '/content/investigation')).toHaveLength(1);
    expect(linksOf(popup).map((link) => link.textContent)).toEqual(['My New Family']);
  });
});
