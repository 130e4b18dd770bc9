import { Link } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';

/** The line under a form that says where to read what is kept of what it sends, and for how long. */
export function PrivacyNote({ what }: { what: string }) {
  return (
    <p className="engage-field-note">
      What we keep of {what}, and for how long: <Link to={paths.privacy.href()}>privacy notice</Link>.
    </p>
  );
}
