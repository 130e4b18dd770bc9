import { use, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from '@beacon/shared';
import { runtimeConfigFromEnv } from '@beacon/shared/env';
import { renderToString } from 'react-dom/server';
import { hydrateServedPage, RemoteOutlet } from './RemoteOutlet';
import { captureSlots, ServerRenderContext, SLOT_MARKER, type ServerRender } from './prerenderedSlots';
import { loadExposedComponent, RemoteUnavailableError } from './remoteModules';

jest.mock('./remoteModules', () => ({
  loadExposedComponent: jest.fn(),
  registeredEntry: () => undefined,
  RemoteUnavailableError: class RemoteUnavailableError extends Error {},
}));
const load = jest.mocked(loadExposedComponent);

const renderOutlet = (expose: string, kind: 'page' | 'widget' = 'page') =>
  render(
    <ConfigProvider config={runtimeConfigFromEnv({})}>
      <RemoteOutlet remote="mfe_test" expose={expose} kind={kind} title="Test Section" />
    </ConfigProvider>,
  );

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote outlet', () => {
  it('shows a spinner, then the remote’s page', async () => {
    load.mockResolvedValue(() => <h1>Remote page</h1>);
    renderOutlet('./Ok');
    expect(screen.getByLabelText('Loading Test Section')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
  });

  it('shows the fallback when loading fails, and Retry loads afresh', async () => {
    load.mockRejectedValueOnce(new RemoteUnavailableError('mfe_test')).mockResolvedValueOnce(() => <h1>Back again</h1>);
    renderOutlet('./Flaky');
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    // The site's fault, not the visitor's connection (the browser is online).
    expect(screen.getByText('Test Section failed to load from our servers. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenNthCalledWith(1, 'mfe_test', './Flaky', false);
    expect(load).toHaveBeenNthCalledWith(2, 'mfe_test', './Flaky', true);
  });

  it('keeps a remote that crashes while rendering inside its own outlet', async () => {
    let crash = true;
    const Crashing = () => {
      if (crash) throw new Error('boom');
      return <p>Recovered</p>;
    };
    load.mockResolvedValue(Crashing);
    renderOutlet('./Crashing', 'widget');
    expect(await screen.findByText('Test Section failed to load.')).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });

  it('a page that crashes while rendering (a broken release) says the section failed to load, with Retry', async () => {
    let crash = true;
    const Crashing = () => {
      if (crash) throw new Error('boom');
      return <h1>Fixed release</h1>;
    };
    load.mockResolvedValue(Crashing);
    renderOutlet('./Broken');
    expect(await screen.findByRole('heading', { name: 'This section failed to load' })).toBeInTheDocument();
    expect(screen.getByText('Test Section failed to load because of an error on our side. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fixed release' })).toBeInTheDocument();
  });

  it('asks the visitor to check their connection only when the browser is offline', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      load.mockRejectedValueOnce(new RemoteUnavailableError('mfe_test'));
      renderOutlet('./Offline');
      expect(
        await screen.findByText('Test Section could not be loaded: your browser is offline. Please check your connection and try again.'),
      ).toBeInTheDocument();
    } finally {
      online.mockRestore();
    }
  });

  it('renders a page it has loaded before at once', async () => {
    load.mockResolvedValue(() => <h1>Cached page</h1>);
    const first = renderOutlet('./Cached');
    await screen.findByRole('heading', { name: 'Cached page' });
    first.unmount();
    renderOutlet('./Cached');
    expect(screen.getByRole('heading', { name: 'Cached page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on the server, leaves a slot for the page and names it with its title and first request', () => {
    const render: ServerRender = { slots: [] };
    const html = renderToString(
      <ServerRenderContext.Provider value={render}>
        <ConfigProvider config={runtimeConfigFromEnv({})}>
          <RemoteOutlet remote="mfe_test" expose="./Served" kind="page" title="Served" data="http://api.test/items" />
        </ConfigProvider>
      </ServerRenderContext.Provider>,
    );
    expect(html).toBe(`<div data-remote-slot="mfe_test/./Served" class="beacon-remote-slot">${SLOT_MARKER}</div>`);
    expect(render.slots).toEqual([{ id: 'mfe_test/./Served', title: 'Served', data: 'http://api.test/items' }]);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the page the server sent until the remote’s own page has loaded', async () => {
    let finish: (component: () => ReactElement) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const served = document.createElement('div');
    served.innerHTML = '<div data-remote-slot="mfe_test/./Prerendered"><main><h1>Served heading</h1></main></div>';
    captureSlots(served);
    renderOutlet('./Prerendered');
    expect(screen.getByRole('heading', { name: 'Served heading' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading Test Section')).not.toBeInTheDocument();
    finish(() => <h1>Live heading</h1>);
    expect(await screen.findByRole('heading', { name: 'Live heading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Served heading' })).not.toBeInTheDocument();
  });

  it('hydrating the served page in place, marks the slot live only once the page in it has hydrated', async () => {
    let finish: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (finish = resolve));
    // The page's own code waits for something as it hydrates: React hydrates its boundary later than the slot.
    const Page = () => {
      use(ready);
      return (
        <main>
          <h1>Served heading</h1>
        </main>
      );
    };
    const id = 'mfe_test/./InPlace';
    const container = document.createElement('div');
    container.innerHTML = `<div data-remote-slot="${id}" class="beacon-remote-slot"><!--$--><main><h1>Served heading</h1></main><!--/$--></div>`;
    document.body.append(container);
    captureSlots(container);
    hydrateServedPage(id, Page);
    const slot = container.querySelector('.beacon-remote-slot');
    await act(async () => {
      hydrateRoot(
        container,
        <ConfigProvider config={runtimeConfigFromEnv({})}>
          <RemoteOutlet remote="mfe_test" expose="./InPlace" kind="page" title="Test Section" />
        </ConfigProvider>,
      );
      await Promise.resolve();
    });
    expect(slot).toHaveAttribute('data-remote-slot', id);
    await act(async () => finish());
    expect(slot).not.toHaveAttribute('data-remote-slot');
    expect(container.querySelector('h1')).toHaveTextContent('Served heading');
    container.remove();
  });
});
