import { PageNotFound } from '@beacon/shared/ui';

export function NotFoundPage() {
  return <PageNotFound detail="The page you were looking for does not exist or has moved." backLabel="Back to Home" />;
}
