import { useId, useState, type FormEvent } from 'react';
import { Alert, Avatar, Button, Dropdown, Flex, Input, Modal, Typography } from 'antd';
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code.trim() ? 'admin' : 'visitor');
  };

  return (
    <form onSubmit={onSubmit} aria-label="Development sign-in">
      <Flex vertical gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Development sign-in
        </Typography.Title>
        <Typography.Text type="secondary">
          No identity provider is configured, so this site signs you in locally. Continue as a visitor, or enter the admin code printed in
          the API start-up log to sign in as an admin.
        </Typography.Text>
        <label htmlFor={nameId}>Your name</label>
        <Input id={nameId} value={name} maxLength={80} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        <label htmlFor={codeId}>Admin code (admins only)</label>
        <Input.Password id={codeId} value={code} maxLength={200} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
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
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={null} width={420}>
      <DevSignInForm />
    </Modal>
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
  const items = [
    { key: 'who', label: `${user.name}${user.role ? ` (${user.role})` : ''}`, disabled: true },
    { key: 'sign-out', label: 'Sign out' },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => key === 'sign-out' && void signOut() }}>
      <Button
        type="text"
        shape="circle"
        aria-label={`Account of ${user.name}`}
        icon={<Avatar size="small">{user.name.slice(0, 1).toUpperCase()}</Avatar>}
      />
    </Dropdown>
  );
}
