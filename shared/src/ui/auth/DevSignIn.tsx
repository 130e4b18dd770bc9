import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../kit/Alert';
import { Button } from '../kit/Button';
import { Dialog } from '../kit/Dialog';
import { Flex } from '../kit/Flex';
import { Input } from '../kit/Input';
import { Avatar, MenuButton } from '../kit/MenuButton';
import { Typography } from '../kit/Typography';
import { useAuth } from '@beacon/shared';
import { useDevAuthControls } from './devAuthControls';

/** The local sign-in form: a visitor identity, or an admin one with the API's one-time code. */
export function DevSignInForm() {
  const { signIn } = useDevAuthControls();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'visitor' | 'admin' | null>(null);
  const nameId = useId();
  const codeId = useId();

  const submit = async (role: 'visitor' | 'admin') => {
    setError(null);
    if (role === 'admin' && !code.trim()) {
      setError('Enter the admin code printed in the API start-up log.');
      return;
    }
    setPending(role);
    try {
      await signIn(role, name.trim() || (role === 'admin' ? 'Admin' : 'Visitor'), role === 'admin' ? code.trim() : undefined);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Sign-in failed.');
    } finally {
      setPending(null);
    }
  };
  // Enter in either field: an admin with a code, a visitor without.
  const onSubmit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    void submit(code.trim() ? 'admin' : 'visitor');
  };

  return (
    <form onSubmit={onSubmit} aria-label="Development sign-in">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          No identity provider is configured, so this site signs you in locally. Continue as a visitor, or enter the admin code printed in
          the API start-up log to sign in as an admin.
        </Typography.Text>
        <label htmlFor={nameId}>Your name</label>
        <Input
          id={nameId}
          value={name}
          maxLength={80}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          onPressEnter={(e) => onSubmit(e)}
        />
        <label htmlFor={codeId}>Admin code (admins only)</label>
        <Input.Password
          id={codeId}
          value={code}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={(e) => onSubmit(e)}
        />
        {error && <Alert type="error" showIcon title={error} />}
        <Flex gap={8} wrap>
          <Button onClick={() => void submit('visitor')} loading={pending === 'visitor'} disabled={pending !== null}>
            Continue as visitor
          </Button>
          <Button type="primary" onClick={() => void submit('admin')} loading={pending === 'admin'} disabled={pending !== null}>
            Sign in as admin
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

export function DevSignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Development sign-in" width={420}>
      <DevSignInForm />
    </Dialog>
  );
}

export function DevSignInButton() {
  const { openDialog } = useDevAuthControls();
  return (
    <Button type="primary" onClick={openDialog}>
      Sign in
    </Button>
  );
}

export function DevUserButton() {
  const { user, signOut } = useAuth();
  if (!user) return null;
  return (
    <MenuButton
      className="bk-btn bk-btn-text bk-btn-circle"
      aria-label={`Account of ${user.name}`}
      label={<Avatar>{user.name.slice(0, 1).toUpperCase()}</Avatar>}
    >
      {() => (
        <>
          <span className="bk-menu-note">{`${user.name}${user.role ? ` (${user.role})` : ''}`}</span>
          <button type="button" className="bk-menu-item" onClick={() => void signOut()}>
            Sign out
          </button>
        </>
      )}
    </MenuButton>
  );
}
