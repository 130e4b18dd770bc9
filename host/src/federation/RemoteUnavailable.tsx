import { Alert, Button, PageMain, Result } from '@beacon/shared/ui';

interface RemoteUnavailableProps {
  kind: 'page' | 'widget';
  title: string;
  onRetry: () => void;
}

/** What a visitor sees in place of a section whose remote is down; the rest of the site keeps working. */
export function RemoteUnavailable({ kind, title, onRetry }: RemoteUnavailableProps) {
  const retry = (
    <Button type="primary" onClick={onRetry}>
      Retry
    </Button>
  );
  if (kind === 'widget') {
    return <Alert type="warning" showIcon title={`${title} is temporarily unavailable.`} action={retry} />;
  }
  return (
    <PageMain title={title}>
      <Result
        status="warning"
        title="This section is temporarily unavailable"
        subTitle={`${title} could not be loaded. Please check your connection and try again.`}
        extra={retry}
      />
    </PageMain>
  );
}
