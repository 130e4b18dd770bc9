import { ButtonLink } from './ButtonLink';
import { Result } from './kit/Result';
import { PageMain } from './PageMain';

/** A page for an address with nothing behind it (its server answers 404): a heading, why, and a way back to the start. */
export function PageNotFound({ detail, backLabel }: { detail: string; backLabel: string }) {
  return (
    <PageMain title="Page not found">
      <Result
        status="404"
        level={1}
        title="Page not found"
        subTitle={detail}
        extra={
          <ButtonLink to="/" type="primary">
            {backLabel}
          </ButtonLink>
        }
      />
    </PageMain>
  );
}
