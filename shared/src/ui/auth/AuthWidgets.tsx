import { Flex } from '../kit/Flex';
import { Typography } from '../kit/Typography';
import { useAuth } from '@beacon/shared';

/** The top bar's account area: a sign-in button, the user button, or a notice when sign-in is down. */
export function AccountButton() {
  const { status, widgets, notice } = useAuth();
  if (status === 'loading') return null;
  if (status === 'unavailable') {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} role="status">
        {notice}
      </Typography.Text>
    );
  }
  return status === 'signed-in' ? <widgets.UserButton /> : <widgets.SignInButton />;
}

/** A dark full-page sign-in screen (the admin gate's signed-out state). */
export function SignInScreen({ heading = 'Sign in to continue' }: { heading?: string }) {
  const { widgets, status, notice } = useAuth();
  return (
    <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '70vh', padding: 24, background: '#000' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {heading}
      </Typography.Title>
      <div style={{ width: '100%', maxWidth: 420 }}>
        {status === 'unavailable' ? <Typography.Text type="secondary">{notice}</Typography.Text> : <widgets.SignInForm />}
      </div>
    </Flex>
  );
}
