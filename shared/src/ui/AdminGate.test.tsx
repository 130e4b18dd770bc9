import { render, screen } from '@testing-library/react';
import { AuthStateProvider, ConfigProvider, type AuthState, type AuthStatus } from '@beacon/shared';
import { runtimeConfigFromEnv } from '@beacon/shared/env';
import { AdminGate } from './AdminGate';

const state = (status: AuthStatus, role: string | null = null): AuthState => ({
  status,
  user: status === 'signed-in' ? { id: 'u', name: 'Sam', imageUrl: null, role } : null,
  getToken: async () => null,
  signOut: async () => undefined,
  notice: status === 'unavailable' ? 'Sign-in is unavailable right now.' : null,
  mode: 'development',
  widgets: { SignInButton: () => <button>Sign in</button>, UserButton: () => null, SignInForm: () => <form aria-label="sign in form" /> },
});

function renderGate(auth: AuthState) {
  return render(
    <ConfigProvider config={runtimeConfigFromEnv({})}>
      <AuthStateProvider value={auth}>
        <AdminGate>
          <p>admin content</p>
        </AdminGate>
      </AuthStateProvider>
    </ConfigProvider>,
  );
}

describe('the admin gate', () => {
  it('shows a sign-in screen to a signed-out visitor', () => {
    renderGate(state('signed-out'));
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'sign in form' })).toBeInTheDocument();
    expect(screen.queryByText('admin content')).not.toBeInTheDocument();
  });

  it('tells a signed-in non-admin they are not authorized', () => {
    renderGate(state('signed-in', 'editor'));
    expect(screen.getByText('Not Authorized')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(screen.queryByText('admin content')).not.toBeInTheDocument();
  });

  it('renders the content for an admin', () => {
    renderGate(state('signed-in', 'admin'));
    expect(screen.getByText('admin content')).toBeInTheDocument();
  });

  it('waits while the provider loads, and explains when sign-in is unavailable', () => {
    const { rerender } = renderGate(state('loading'));
    expect(screen.getByLabelText('Checking your access')).toBeInTheDocument();
    rerender(
      <ConfigProvider config={runtimeConfigFromEnv({})}>
        <AuthStateProvider value={state('unavailable')}>
          <AdminGate>
            <p>admin content</p>
          </AdminGate>
        </AuthStateProvider>
      </ConfigProvider>,
    );
    expect(screen.getByText('Sign-in is unavailable right now.')).toBeInTheDocument();
  });
});
