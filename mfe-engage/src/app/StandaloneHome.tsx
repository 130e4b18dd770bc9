import { Link } from '@beacon/shared/router';
import { useConfig } from '@beacon/shared';
import { PageMain } from '@beacon/shared/ui';
import { paths } from '@beacon/shared/routes';

/** The standalone remote's own '/' (npm run dev -w mfe-engage, or its build served alone): links to its two pages. */
export function StandaloneHome() {
  const { site } = useConfig();
  return (
    <PageMain title="Engage">
      <div style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px', color: '#fff' }}>
        <h1>{site.organisationName} · engage pages</h1>
        <nav aria-label="Engage pages">
          <ul style={{ display: 'flex', gap: '8px 24px', padding: 0, listStyle: 'none' }}>
            <li>
              <Link to={paths.tips.href()}>Media Tips</Link>
            </li>
            <li>
              <Link to={paths.speaking.href()}>Speaking &amp; Booking</Link>
            </li>
          </ul>
        </nav>
      </div>
    </PageMain>
  );
}
