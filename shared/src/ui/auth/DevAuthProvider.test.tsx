import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, useAuth, type DevSession } from '@beacon/shared';
import { testConfig } from '@beacon/shared/testing';
import { DevAuthProvider } from './DevAuthProvider';

const stored: DevSession = {
  token: 'stored-token',
  user: { id: 'a1', name: 'Ada', role: 'admin', imageUrl: null },
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

function WhoAmI() {
  const auth = useAuth();
  return <p>{auth.status === 'signed-in' ? `signed in as ${auth.user?.name}` : auth.status}</p>;
}

const renderProvider = () =>
  render(
    <ConfigProvider config={testConfig()}>
      <DevAuthProvider>
        <WhoAmI />
      </DevAuthProvider>
    </ConfigProvider>,
  );

beforeEach(() => localStorage.setItem('beacon.devSession', JSON.stringify(stored)));
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the development sign-in provider', () => {
  it('drops a stored session the API no longer honours (signed out elsewhere, API restarted)', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 401 }));
    renderProvider();
    expect(screen.getByText('signed in as Ada')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('signed-out')).toBeInTheDocument());
    expect(global.fetch).toHaveBeenCalledWith('http://api.test/auth/me', { headers: { Authorization: 'Bearer stored-token' } });
    expect(localStorage.getItem('beacon.devSession')).toBeNull();
  });

  it('keeps the session when the API cannot be asked', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderProvider();
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.getByText('signed in as Ada')).toBeInTheDocument();
    expect(localStorage.getItem('beacon.devSession')).not.toBeNull();
  });
});
