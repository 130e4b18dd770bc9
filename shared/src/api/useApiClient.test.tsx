import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { installFakeApi, renderPage, TEST_TOKENS, testConfig, type TestViewer } from '@beacon/shared/testing';
import { listEvents } from './events';
import { useApiClient, type ApiService } from './useApiClient';

/** Loads the events through the hook's client, and says how many came. */
function EventCount({ service = 'main' }: { service?: ApiService }) {
  const client = useApiClient(service);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listEvents(client, {}, controller.signal).then(
      (events) => setCount(events.length),
      () => undefined,
    );
    return () => controller.abort();
  }, [client]);
  return <p>{count === null ? 'loading' : `${count} events`}</p>;
}

describe('useApiClient', () => {
  it.each<[TestViewer, string | null]>([
    ['admin', `Bearer ${TEST_TOKENS.admin}`],
    ['visitor', `Bearer ${TEST_TOKENS.visitor}`],
    ['signed-out', null],
    ['loading', null],
  ])('calls the configured Main API as %s with Authorization %j', async (viewer, authorization) => {
    const api = installFakeApi().on('GET', '/events', { json: [{ _id: 'e1' }, { _id: 'e2' }] });
    renderPage(<EventCount />, { auth: viewer });
    expect(await screen.findByText('2 events')).toBeInTheDocument();
    expect(api.calls[0]?.headers.get('Authorization')).toBe(authorization);
  });

  it('binds the e-mail relay to its own origin, without the user’s token', async () => {
    const api = installFakeApi({ baseUrl: 'http://relay.test' }).on('GET', '/events', { json: [] });
    const config = testConfig();
    renderPage(<EventCount service="email" />, {
      auth: 'admin',
      config: { ...config, emailjs: { ...config.emailjs, origin: 'http://relay.test' } },
    });
    expect(await screen.findByText('0 events')).toBeInTheDocument();
    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
  });
});
