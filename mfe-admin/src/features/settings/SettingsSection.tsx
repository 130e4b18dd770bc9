import { PlaceholderSection } from '../../components/PlaceholderSection';

export function SettingsSection() {
  return <PlaceholderSection section="settings" />;
}
