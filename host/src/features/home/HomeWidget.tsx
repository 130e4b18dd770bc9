import { Typography } from '@beacon/shared/ui';
import { RemoteOutlet } from '../../federation/RemoteOutlet';
import { useNearViewport } from './useNearViewport';

interface HomeWidgetProps {
  id: string;
  heading: string;
  remote: string;
  expose: string;
}

/**
 * A section of the home page filled by a remote's widget. The hero fills the first screen: the widget
 * loads once the visitor moves on (a scroll, a key), and fails alone (the heading stays, the rest renders).
 */
export function HomeWidget({ id, heading, remote, expose }: HomeWidgetProps) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby={id} className="beacon-home-section">
      <Typography.Title id={id} level={2}>
        {heading}
      </Typography.Title>
      <div style={{ minHeight: 200 }}>{near && <RemoteOutlet remote={remote} expose={expose} kind="widget" title={heading} />}</div>
    </section>
  );
}
