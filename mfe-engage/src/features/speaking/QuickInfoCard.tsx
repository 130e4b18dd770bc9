import type { SpeakingContent } from '../../content/types';

/** The 'Quick Info / Topics & Focus' card. */
export function QuickInfoCard({ quickInfo }: { quickInfo: SpeakingContent['quickInfo'] }) {
  return (
    <aside className="engage-card" aria-labelledby="quick-info-title">
      <h2 id="quick-info-title" className="engage-card-title">
        {quickInfo.title}
      </h2>
      <p className="engage-card-subtitle">{quickInfo.subtitle}</p>
      <dl>
        {quickInfo.items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
