import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { ConfigProvider } from '@beacon/shared';
import { HOME_BODY } from '@beacon/shared/content-seed';
import { installFakeApi, publishedRecord, testConfig } from '@beacon/shared/testing';
import { contentKeys } from '../api/content';
import { servedCache } from '../hydration/servedData';
import { SWR_OPTIONS } from '../ui/AppProviders';
import { usePublishedContent } from './published';

const RECORD = publishedRecord('home', 'home', { ...HOME_BODY, missionLine: 'Served words.' });

/** A page hydrating with the record the server rendered it with, as the browser's SWR cache holds it. */
function renderHydrated(page: ReactNode) {
  const served = servedCache([[unstable_serialize(contentKeys.published('home', 'home')), RECORD]]);
  return render(
    <ConfigProvider config={testConfig()}>
      <SWRConfig value={{ ...SWR_OPTIONS, provider: () => served }}>{page}</SWRConfig>
    </ConfigProvider>,
  );
}

describe('usePublishedContent on a page served with its record', () => {
  it('checks the record again in the background, and a page that only shows it is not rendered again when it is unchanged', async () => {
    const api = installFakeApi().on('GET', '/content/home/home', { json: RECORD });
    let pageRenders = 0;
    const seen: boolean[] = [];
    function Page() {
      const { content } = usePublishedContent('home', 'home', null);
      pageRenders += 1;
      return <p>{content?.body.missionLine}</p>;
    }
    // A part that shows the check (as a failed page's Try again does) sees it start and end.
    function CheckShown() {
      const { retrying } = usePublishedContent('home', 'home', null);
      if (seen.at(-1) !== retrying) seen.push(retrying);
      return null;
    }
    renderHydrated(
      <>
        <Page />
        <CheckShown />
      </>,
    );
    expect(screen.getByText('Served words.')).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual([false, true, false]));
    expect(api.calls.map((call) => call.path)).toEqual(['/content/home/home']);
    expect(pageRenders).toBe(1);
  });
});
