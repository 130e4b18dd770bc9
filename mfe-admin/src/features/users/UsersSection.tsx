import { PlaceholderSection } from '../../components/PlaceholderSection';

export function UsersSection() {
  return <PlaceholderSection section="users" />;
}
