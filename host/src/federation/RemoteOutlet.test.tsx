import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, runtimeConfigFromEnv } from '@beacon/shared';
import { RemoteOutlet } from './RemoteOutlet';
import { loadExposedComponent, RemoteUnavailableError } from './remoteModules';

jest.mock('./remoteModules', () => ({
  loadExposedComponent: jest.fn(),
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
    expect(await screen.findByText('Test Section is temporarily unavailable.')).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
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
});
