import { InvestigationPage } from '../../components/investigation/InvestigationPage';
import { HOAX } from '../../content/hoax';

/** The hoax investigation (/{hoaxSlug}-hoax): one exhibit and three action cards. */
export default function HoaxPage() {
  return <InvestigationPage content={HOAX} />;
}
