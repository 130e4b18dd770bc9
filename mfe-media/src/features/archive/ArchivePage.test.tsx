import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORIES } from '@beacon/shared';
import { installFakeVideoApi, makeVideo, renderPage, renderPageToString, testConfig } from '@beacon/shared/testing';
import ArchivePage from './ArchivePage';
import { SEARCH_DEBOUNCE_MS } from './useArchiveQuery';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const FIVE_MINUTES = 5 * 60 * 1000;
const [LIVE, PRIDE] = CATEGORIES as [(typeof CATEGORIES)[number], (typeof CATEGORIES)[number]];

/** Lets timers (debounce, SWR's dedupe window) and the promises they settle run. */
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function setup(path = '/video-reports') {
  const api = installFakeVideoApi();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const { router } = renderPage(<ArchivePage />, { path, route: '/video-reports' });
  const searchBox = () => screen.getByRole('textbox', { name: 'Search videos' });
  // The wide row's buttons; the chip strip has the same ones (CSS shows one of the two).
  const categoryButton = (label: string) =>
    within(screen.getAllByRole('group', { name: 'Categories' })[0] as HTMLElement).getByRole('button', { name: label });
  return { api, user, searchBox, categoryButton, router };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the video archive', () => {
  it('shows the heading block with the sponsor link opening in a new tab', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Video Reports' })).toBeInTheDocument();
    const sponsor = screen.getByRole('link', { name: /become a sponsor/ });
    expect(sponsor).toHaveAttribute('href', testConfig().site.donationUrl);
    expect(sponsor).toHaveAttribute('target', '_blank');
    expect(sponsor).toHaveAttribute('rel', 'noopener noreferrer');
    await api.requests[0]?.respond([]);
  });

  it('shows a spinner while fetching, then the cards of every video (key all)', async () => {
    const { api } = setup();
    expect(screen.getByText('Loading videos…')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url.href).toBe('http://videos.test/video-api/videos');

    await api.requests[0]?.respond([makeVideo({ title: 'Council Budget Hearing' }), makeVideo({ title: 'Flood Cleanup' })]);

    expect(screen.queryByText('Loading videos…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All videos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Council Budget Hearing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Flood Cleanup' })).toBeInTheDocument();
  });

  it('replaces the list with the selected category, fetched by its playlist id', async () => {
    const { api, user, categoryButton } = setup();
    await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);

    await user.click(categoryButton('Live'));
    expect(categoryButton('Live')).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests).toHaveLength(2);
    expect(api.requests[1]?.url.searchParams.get('playlistId')).toBe(LIVE.playlistId);
    await api.requests[1]?.respond([makeVideo({ title: 'Live Hearing' })]);

    expect(screen.getByRole('heading', { level: 2, name: 'Live' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live Hearing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Everything' })).not.toBeInTheDocument();
  });

  describe('search', () => {
    it('fires once, 350 ms after a burst of typing stops', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo()]);

      await user.type(searchBox(), 'council');
      expect(api.searches()).toHaveLength(0);
      await advance(SEARCH_DEBOUNCE_MS - 1);
      expect(api.searches()).toHaveLength(0);
      await advance(1);

      expect(api.searches()).toHaveLength(1);
      expect(api.searches()[0]?.url.searchParams.get('search')).toBe('council');
      await api.searches()[0]?.respond([makeVideo({ title: 'Council Budget Hearing' })]);
      expect(screen.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Council Budget Hearing' })).toBeInTheDocument();
    });

    it('fires nothing for trimmed text shorter than 2 characters', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);

      await user.type(searchBox(), ' a  ');
      await advance(5 * SEARCH_DEBOUNCE_MS);
      expect(api.searches()).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Everything' })).toBeInTheDocument();

      await user.type(searchBox(), 'b');
      await advance(SEARCH_DEBOUNCE_MS);
      expect(api.searches().map((request) => request.url.searchParams.get('search'))).toEqual(['a  b']);
    });

    it('counts an emoji as one character, as the API does: one sends nothing, two search', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.type(searchBox(), '😀');
      await advance(5 * SEARCH_DEBOUNCE_MS);
      expect(api.searches()).toHaveLength(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.type(searchBox(), '😀');
      await advance(SEARCH_DEBOUNCE_MS);
      expect(api.searches().map((request) => request.url.searchParams.get('search'))).toEqual(['😀😀']);
    });

    it('shortened to one character, the list and heading follow the box at once', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS);
      await api.searches()[0]?.respond([makeVideo({ title: 'Council Budget Hearing' })]);
      expect(screen.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeInTheDocument();

      await user.type(searchBox(), '{Backspace}'.repeat(6));
      expect(searchBox()).toHaveValue('c');
      expect(screen.getByRole('heading', { level: 2, name: 'All videos' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Everything' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Council Budget Hearing' })).not.toBeInTheDocument();
      await advance(5 * SEARCH_DEBOUNCE_MS);
      expect(api.searches()).toHaveLength(1);
    });

    it('Escape and the clear button (named Clear search) empty the box', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.type(searchBox(), 'council');
      await user.keyboard('{Escape}');
      expect(searchBox()).toHaveValue('');
      expect(searchBox()).toHaveFocus();

      await user.type(searchBox(), 'flood');
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(searchBox()).toHaveValue('');
      expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
      await advance(5 * SEARCH_DEBOUNCE_MS);
      expect(api.searches()).toHaveLength(0);
    });

    it('announces the number of results politely', async () => {
      const { api, user, searchBox } = setup();
      const region = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');
      await api.requests[0]?.respond([makeVideo(), makeVideo(), makeVideo()]);
      expect(region()).toHaveTextContent('All videos: 3 videos');
      await user.type(searchBox(), 'council{Enter}');
      expect(region()).toBeEmptyDOMElement();
      await api.searches()[0]?.respond([makeVideo({ title: 'Council Budget Hearing' })]);
      expect(region()).toHaveTextContent('Results for “council”: 1 video');
    });

    it('searches at once on Enter', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([]);
      await user.type(searchBox(), 'flood{Enter}');
      expect(api.searches()).toHaveLength(1);
      await advance(SEARCH_DEBOUNCE_MS);
      expect(api.searches()).toHaveLength(1);
    });

    it('aborts the in-flight search when the query changes', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([]);
      await user.type(searchBox(), 'coun');
      await advance(SEARCH_DEBOUNCE_MS);
      const first = api.searches()[0];
      expect(first?.signal?.aborted).toBe(false);

      await user.type(searchBox(), 'cil');
      await advance(SEARCH_DEBOUNCE_MS);
      expect(first?.signal?.aborted).toBe(true);
      expect(api.searches()).toHaveLength(2);
      expect(api.searches()[1]?.signal?.aborted).toBe(false);
    });

    it('clearing the text aborts the search at once and returns to the category list without a request', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS);
      const search = api.searches()[0];

      await user.clear(searchBox());
      await advance(0);

      expect(search?.signal?.aborted).toBe(true);
      expect(screen.getByRole('heading', { level: 2, name: 'All videos' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Everything' })).toBeInTheDocument();
      expect(api.requests).toHaveLength(2);
    });

    it('clearing cancels a search still waiting for its pause', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([]);
      await user.type(searchBox(), 'council');
      await user.clear(searchBox());
      await advance(5 * SEARCH_DEBOUNCE_MS);
      expect(api.searches()).toHaveLength(0);
    });

    it("says 'No results found for your search.' when nothing matches", async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo()]);
      await user.type(searchBox(), 'zzqx');
      await advance(SEARCH_DEBOUNCE_MS);
      await api.searches()[0]?.respond([]);
      expect(screen.getByText('No results found for your search.')).toBeInTheDocument();
      expect(screen.queryAllByRole('link', { name: /Video/ })).toHaveLength(0);
    });

    it('choosing a category clears the search', async () => {
      const { api, user, searchBox, categoryButton } = setup();
      await api.requests[0]?.respond([]);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS);
      await user.click(categoryButton('Pride'));
      expect(searchBox()).toHaveValue('');
      expect(api.searches()[0]?.signal?.aborted).toBe(true);
      expect(api.lists().at(-1)?.url.searchParams.get('playlistId')).toBe(PRIDE.playlistId);
    });
  });

  it('aborts the in-flight category request when the category changes', async () => {
    const { api, user, categoryButton } = setup();
    const all = api.requests[0];
    await user.click(categoryButton('Live'));
    await advance(0);
    expect(all?.signal?.aborted).toBe(true);
    const live = api.requests[1];
    await user.click(categoryButton('Pride'));
    await advance(0);
    expect(live?.signal?.aborted).toBe(true);
    expect(api.requests[2]?.signal?.aborted).toBe(false);
  });

  describe('the 5-minute cache', () => {
    it('shows a category again within 5 minutes at once, without a request', async () => {
      const { api, user, categoryButton } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.click(categoryButton('Live'));
      await api.requests[1]?.respond([makeVideo({ title: 'Live Hearing' })]);
      await user.click(categoryButton('Pride'));
      await api.requests[2]?.respond([makeVideo({ title: 'Pride Parade' })]);

      await advance(FIVE_MINUTES - 10_000);
      await user.click(categoryButton('Live'));
      await advance(100);

      expect(screen.queryByText('Loading videos…')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Live Hearing' })).toBeInTheDocument();
      expect(api.requests).toHaveLength(3);
    });

    it('caches search terms the same way', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([]);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS);
      await api.searches()[0]?.respond([makeVideo({ title: 'Council Budget Hearing' })]);
      await user.clear(searchBox());
      await advance(FIVE_MINUTES - 10_000);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS + 100);
      expect(api.searches()).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Council Budget Hearing' })).toBeInTheDocument();
    });

    it('asks again after 5 minutes, showing the cached cards meanwhile', async () => {
      const { api, user, categoryButton } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.click(categoryButton('Live'));
      await api.requests[1]?.respond([makeVideo({ title: 'Live Hearing' })]);

      await advance(FIVE_MINUTES + 1);
      await user.click(categoryButton('Live')); // back to every video
      await advance(100);

      expect(api.requests).toHaveLength(3);
      expect(api.requests[2]?.url.href).toBe('http://videos.test/video-api/videos');
      expect(screen.getByRole('link', { name: 'Everything' })).toBeInTheDocument();
      await api.requests[2]?.respond([makeVideo({ title: 'Everything, refreshed' })]);
      expect(screen.getByRole('link', { name: 'Everything, refreshed' })).toBeInTheDocument();
    });
  });

  describe('empty states', () => {
    it("says 'No videos available at this time.' for an empty category", async () => {
      const { api } = setup();
      await api.requests[0]?.respond([]);
      expect(screen.getByText('No videos available at this time.')).toBeInTheDocument();
    });

    it('a failed request is logged and says the videos could not be loaded, with Try again', async () => {
      const { api, user } = setup();
      await api.requests[0]?.respond([], 503);
      expect(screen.getByRole('alert')).toHaveTextContent('Videos could not be loaded. Please check your connection and try again.');
      expect(screen.queryByText('No videos available at this time.')).not.toBeInTheDocument();
      expect(console.error).toHaveBeenCalledWith(
        '[mfe-media] Could not load videos:',
        expect.objectContaining({ name: 'ApiRequestError' }),
      );

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(api.requests).toHaveLength(2);
      await api.requests[1]?.respond([makeVideo({ title: 'Everything' })]);
      expect(screen.getByRole('link', { name: 'Everything' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('a failed search says the videos could not be loaded, not that nothing matched', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS);
      await api.searches()[0]?.respond([], 500);
      expect(screen.getByRole('alert')).toHaveTextContent('Videos could not be loaded.');
      expect(screen.queryByText('No results found for your search.')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Everything' })).not.toBeInTheDocument();
    });

    it('a search the API refuses (4xx) says so, without blaming the connection or offering the same request again', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS);
      await api.searches()[0]?.respond([], 400);
      expect(screen.getByRole('alert')).toHaveTextContent('This search could not be run. Please try different words.');
      expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('too many searches (429) asks to wait, with Try again', async () => {
      const { api, user, searchBox } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS);
      await api.searches()[0]?.respond([], 429);
      expect(screen.getByRole('alert')).toHaveTextContent('Too many searches in a short time. Please wait a moment and try again.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('a missing video API address is logged as a configuration error, with no request', async () => {
      const api = installFakeVideoApi();
      renderPage(<ArchivePage />, { path: '/video-reports', config: testConfig({ videoApiUrl: '' }) });
      await advance(0);
      expect(api.requests).toHaveLength(0);
      expect(screen.getByRole('alert')).toHaveTextContent('Videos could not be loaded.');
      expect(console.error).toHaveBeenCalledWith('[mfe-media] Could not load videos:', expect.objectContaining({ name: 'ApiConfigError' }));
    });

    it('an aborted request is not logged', async () => {
      const { api, user, categoryButton } = setup();
      await user.click(categoryButton('Live'));
      await advance(0);
      expect(api.requests[0]?.signal?.aborted).toBe(true);
      expect(console.error).not.toHaveBeenCalled();
    });
  });

  describe('the URL keeps the category and the search', () => {
    it('a shared link opens its category with its search, searched at once', async () => {
      const { api, searchBox, categoryButton } = setup('/video-reports?category=pride&q=council');
      expect(searchBox()).toHaveValue('council');
      expect(categoryButton('Pride')).toHaveAttribute('aria-pressed', 'true');
      expect(api.searches().map((request) => request.url.searchParams.get('search'))).toEqual(['council']);
      await api.searches()[0]?.respond([makeVideo({ title: 'Council Budget Hearing' })]);
      expect(screen.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeInTheDocument();

      // Clearing the search returns to the link's category.
      await userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }).clear(searchBox());
      expect(screen.getByRole('heading', { level: 2, name: 'Pride' })).toBeInTheDocument();
      expect(api.lists().at(-1)?.url.searchParams.get('playlistId')).toBe(PRIDE.playlistId);
    });

    it('Back from a video restores the category and the search, from the cache', async () => {
      const { api, user, searchBox, categoryButton, router } = setup();
      await api.requests[0]?.respond([makeVideo({ title: 'Everything' })]);
      await user.click(categoryButton('Pride'));
      await api
        .lists()
        .at(-1)
        ?.respond([makeVideo({ title: 'Pride Parade' })]);
      await user.type(searchBox(), 'council');
      await advance(SEARCH_DEBOUNCE_MS);
      await api.searches()[0]?.respond([makeVideo({ id: 'dQw4w9WgXcQ', title: 'Council Budget Hearing' })]);
      const requests = api.requests.length;

      await user.click(screen.getByRole('link', { name: 'Council Budget Hearing' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/video-reports/video/dQw4w9WgXcQ');
      await act(() => router.navigate(-1));

      expect(searchBox()).toHaveValue('council');
      expect(categoryButton('Pride')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'Results for “council”' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Council Budget Hearing' })).toBeInTheDocument();
      expect(api.requests).toHaveLength(requests);
    });

    it('an unknown category in the URL shows every video', async () => {
      const { api, searchBox } = setup('/video-reports?category=nothing');
      expect(api.requests[0]?.url.href).toBe('http://videos.test/video-api/videos');
      expect(searchBox()).toHaveValue('');
      await api.requests[0]?.respond([]);
      expect(screen.getByRole('heading', { level: 2, name: 'All videos' })).toBeInTheDocument();
    });

    it('a link to the bare archive resets the box', async () => {
      const { api, router, searchBox } = setup('/video-reports?q=council');
      await api.searches()[0]?.respond([]);
      await act(() => router.navigate('/video-reports'));
      expect(searchBox()).toHaveValue('');
      expect(screen.getByRole('heading', { level: 2, name: 'All videos' })).toBeInTheDocument();
    });

    it('prerenders the default state whatever the query', () => {
      const html = renderPageToString(<ArchivePage />, { path: '/video-reports' });
      expect(html).toContain('All videos');
      expect(html).toContain('value=""');
    });
  });

  it('a card click opens the player route with the original video URL as navigation state', async () => {
    const { api, user } = setup();
    await api.requests[0]?.respond([makeVideo({ id: 'dQw4w9WgXcQ', title: 'Council Budget Hearing' })]);
    await user.click(screen.getByRole('link', { name: 'Council Budget Hearing' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/video-reports/video/dQw4w9WgXcQ');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  });
});
