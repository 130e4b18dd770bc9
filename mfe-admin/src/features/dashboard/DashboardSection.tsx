import { PlaceholderSection } from '../../components/PlaceholderSection';

export function DashboardSection() {
  return <PlaceholderSection section="dashboard" />;
}
