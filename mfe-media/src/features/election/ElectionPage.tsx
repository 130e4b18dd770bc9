import { InvestigationPage } from '../../components/investigation/InvestigationPage';
import { ELECTION } from '../../content/election';

/** Election Integrity (/election): six exhibits and four action cards. */
export default function ElectionPage() {
  return <InvestigationPage content={ELECTION} />;
}
