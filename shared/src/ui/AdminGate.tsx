import type { ReactNode } from 'react';
import { Flex } from './kit/Flex';
import { Result } from './kit/Result';
import { Spin } from './kit/Spin';
import { isAdmin, useAuth } from '@beacon/shared';
import { SignInScreen } from './auth/AuthWidgets';
import { PageMain } from './PageMain';

/**
 * The admin gate: signed out → a dark sign-in screen; signed in without role admin →
 * 'Not Authorized'; an admin → the wrapped content, which is only then rendered (and loaded).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'signed-in' && isAdmin(auth)) return <>{children}</>;
  return (
    <PageMain title="Admin">
      {auth.status === 'loading' ? (
        <Flex justify="center" style={{ padding: 64 }}>
          <Spin aria-label="Checking your access" />
        </Flex>
      ) : auth.status !== 'signed-in' ? (
        <SignInScreen heading="Staff sign-in" />
      ) : (
        <Result status="403" level={1} title="Not Authorized" subTitle="You do not have permission to access this page." />
      )}
    </PageMain>
  );
}
