import { Suspense } from 'react';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import useSWR, { SWRConfig } from 'swr';
import { useParams } from '../router';
import { definePage, type DataPage } from '../hydration/definePage';
import { usePageClock } from '../hydration/pageClock';
import { servedCache } from '../hydration/servedData';
import { runtimeConfigFromEnv } from '../config/fromEnv';
import { venueTime } from '../utils/zonedTime';
import { renderPageForAddress, renderPageToHtml } from './renderToHtml';

const config = runtimeConfigFromEnv({});
const address = { url: '/stories/42', pattern: '/stories/:id' };
const storyKey = (id: string) => ['story', id] as const;

/** A page that shows the story its address names, fetched through SWR, and what its clock says. */
function StoryPage({ fetchStory }: { fetchStory: (id: string) => Promise<string> }) {
  const { id = '' } = useParams();
  const { data } = useSWR(id ? storyKey(id) : null, ([, storyId]: readonly [string, string]) => fetchStory(storyId));
  const clock = usePageClock();
  return (
    <main>
      <h1>{data ?? 'Loading the story'}</h1>
      <p>{clock === null ? 'no address' : `story ${id}`}</p>
      <small>{clock === null ? 'no clock' : `as of ${clock}`}</small>
    </main>
  );
}

/** The page, declaring that its first screen asks for the story its `:id` names. */
const pageWith = (fetchStory: (id: string) => Promise<string>): DataPage =>
  definePage(
    function Page() {
      return <StoryPage fetchStory={fetchStory} />;
    },
    ({ params: { id } }) => (id ? [{ key: storyKey(id), fetch: () => fetchStory(id) }] : []),
  );

describe('a page rendered for a request', () => {
  it('shows what its address names, with the answers of the requests its load declares, asked once', async () => {
    const asked: string[] = [];
    const page = await renderPageForAddress(
      pageWith(async (id) => {
        asked.push(id);
        return `Story number ${id}`;
      }),
      address,
      config,
      1000,
    );
    expect(asked).toEqual(['42']);
    expect(page.html).toContain('<h1>Story number 42</h1>');
    expect(page.html).toContain('story 42');
    expect(page.html).toContain(`as of ${page.data.at}`);
    expect(page.data.answers).toEqual([[expect.stringContaining('story'), 'Story number 42']]);
  });

  it('leaves out an answer that fails or comes too late, and shows its placeholder', async () => {
    const failing = await renderPageForAddress(
      pageWith(() => Promise.reject(new Error('down'))),
      address,
      config,
      1000,
    );
    expect(failing.html).toContain('<h1>Loading the story</h1>');
    expect(failing.data.answers).toEqual([]);

    jest.useFakeTimers();
    try {
      const late = renderPageForAddress(
        pageWith(() => new Promise<string>(() => {})),
        address,
        config,
        500,
      );
      await jest.advanceTimersByTimeAsync(500);
      const page = await late;
      expect(page.html).toContain('<h1>Loading the story</h1>');
      expect(page.data.answers).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders a page that declares no load once, with no answers', async () => {
    const asked: string[] = [];
    const { html, data } = await renderPageForAddress(
      function Page() {
        return (
          <StoryPage
            fetchStory={async (id) => {
              asked.push(id);
              return 'never asked';
            }}
          />
        );
      },
      address,
      config,
      1000,
    );
    expect(asked).toEqual([]);
    expect(data.answers).toEqual([]);
    expect(html).toContain('<h1>Loading the story</h1>');
    expect(html).toContain('story 42');
  });

  it('carries the venue times it read, for the browser to hydrate them without Intl; a page that reads none carries none', async () => {
    const instant = '2026-08-29T01:30:00.000Z';
    const { html, data } = await renderPageForAddress(
      function Page() {
        return <time dateTime={instant}>{venueTime(instant, 'America/Phoenix')}</time>;
      },
      address,
      config,
      1000,
    );
    expect(html).toContain('6:30 PM MST');
    expect(data.venueTimes).toEqual([
      ['America/Phoenix', Date.parse(instant), expect.objectContaining({ hour: '6', zone: 'MST', offset: -420 })],
    ]);
    const none = await renderPageForAddress(
      pageWith(async () => 'A story'),
      address,
      config,
      1000,
    );
    expect(none.data).not.toHaveProperty('venueTimes');
  });

  it('is not what a build prerenders without an address', () => {
    const { html } = renderPageToHtml(
      pageWith(async () => 'never asked'),
      config,
    );
    expect(html).toContain('no address');
    expect(html).toContain('<small>no clock</small>');
    expect(html).toContain('<h1>Loading the story</h1>');
  });

  it('hydrates in the browser from a cache holding the served answers, markup for markup, then checks them again', async () => {
    const Page = pageWith(async (id) => `Story number ${id}`);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const served = await renderPageForAddress(Page, address, config, 1000);
    // The browser's clock reads later than the server's did.
    clock.mockReturnValue(61_000);
    const container = document.createElement('div');
    container.innerHTML = served.html;
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'beacon-page-data';
    element.textContent = JSON.stringify(served.data);
    document.body.append(element, container);

    const fetchedInBrowser: string[] = [];
    const mismatches: unknown[] = [];
    const { MemoryRouter, Route, Routes } = await import('../router');
    await act(async () => {
      hydrateRoot(
        container,
        <SWRConfig value={{ provider: () => servedCache() }}>
          <MemoryRouter initialEntries={[address.url]}>
            <Routes>
              <Route
                path={address.pattern}
                element={
                  <Suspense fallback={null}>
                    <StoryPage
                      fetchStory={async (id) => {
                        fetchedInBrowser.push(id);
                        return `Story number ${id}`;
                      }}
                    />
                  </Suspense>
                }
              />
            </Routes>
          </MemoryRouter>
        </SWRConfig>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Story number 42');
    expect(container.querySelector('p')?.textContent).toBe('story 42');
    // Hydrated with the time the server rendered at, then on the browser's own.
    expect(container.querySelector('small')?.textContent).toBe('as of 61000');
    clock.mockRestore();
    // Once live, the answer is checked again in the background, as any cached answer is.
    await waitFor(() => expect(fetchedInBrowser).toEqual(['42']));
  });
});
