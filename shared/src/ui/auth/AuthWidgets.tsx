import { useEffect, useRef } from 'react';
import { Flex } from '../kit/Flex';
import { Typography } from '../kit/Typography';
import { useAuth } from '@beacon/shared';

/**
 * Signing in replaces the Sign in button (and closes the dialog that returned focus to it): focus
 * would fall back to the page's start, so it goes to the user button that took its place.
 */
function useFocusAfterSignIn(status: string) {
  const area = useRef<HTMLSpanElement>(null);
  const previous = useRef(status);
  useEffect(() => {
    const signedIn = previous.current === 'signed-out' && status === 'signed-in';
    previous.current = status;
    if (!signedIn) return;
    // After the sign-in dialog has closed (the page behind a modal dialog cannot take focus).
    const frame = requestAnimationFrame(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost) area.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [status]);
  return area;
}

/** The top bar's account area: a sign-in button, the user button, or a notice when sign-in is down. */
export function AccountButton() {
  const { status, widgets, notice } = useAuth();
  const area = useFocusAfterSignIn(status);
  if (status === 'loading') return null;
  if (status === 'unavailable') {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} role="status">
        {notice}
      </Typography.Text>
    );
  }
  return (
    <span ref={area} className="bk-account-area">
      {status === 'signed-in' ? <widgets.UserButton /> : <widgets.SignInButton />}
    </span>
  );
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
