import { Alert, Button, PageMain, Result } from '@beacon/shared/ui';

/** Why a section is missing: its code could not be loaded (a remote down, a release that fails to load), or it crashed while showing. */
export type RemoteFailure = 'load' | 'render';

interface RemoteUnavailableProps {
  kind: 'page' | 'widget';
  title: string;
  failure: RemoteFailure;
  onRetry: () => void;
}

/** The visitor's own connection is to blame only when the browser says it is offline; otherwise the fault is the site's. */
const visitorOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What the section's message says: what failed, and what the visitor can do (Retry, beside it). */
export function failureText(title: string, failure: RemoteFailure): { heading: string; detail: string; short: string } {
  if (failure === 'render') {
    return {
      heading: 'This section failed to load',
      detail: `${title} failed to load because of an error on our side. Please try again.`,
      short: `${title} failed to load.`,
    };
  }
  return {
    heading: 'This section is temporarily unavailable',
    detail: visitorOffline()
      ? `${title} could not be loaded: your browser is offline. Please check your connection and try again.`
      : `${title} failed to load from our servers. Please try again in a moment.`,
    short: `${title} is temporarily unavailable.`,
  };
}

/** What a visitor sees in place of a section that did not load or crashed; the rest of the site keeps working. */
export function RemoteUnavailable({ kind, title, failure, onRetry }: RemoteUnavailableProps) {
  const text = failureText(title, failure);
  const retry = (
    <Button type="primary" onClick={onRetry}>
      Retry
    </Button>
  );
  if (kind === 'widget') {
    return <Alert type="warning" showIcon title={text.short} action={retry} />;
  }
  return (
    <PageMain title={title}>
      <Result status="warning" title={text.heading} subTitle={text.detail} extra={retry} />
    </PageMain>
  );
}
