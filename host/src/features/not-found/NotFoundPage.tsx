import { ButtonLink, PageMain, Result } from '@beacon/shared/ui';

export function NotFoundPage() {
  return (
    <PageMain title="Page not found">
      <Result
        status="404"
        level={1}
        title="Page not found"
        subTitle="The page you were looking for does not exist or has moved."
        extra={
          <ButtonLink to="/" type="primary">
            Back to Home
          </ButtonLink>
        }
      />
    </PageMain>
  );
}
