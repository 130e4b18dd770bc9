import type { SpeakingBody } from '@beacon/shared/schemas';

/** The 'Quick Info / Topics & Focus' card. */
export function QuickInfoCard({ quickInfo }: { quickInfo: SpeakingBody['quickInfo'] }) {
  return (
    <aside className="engage-card" aria-labelledby="quick-info-title">
      <h2 id="quick-info-title" className="engage-card-title">
        {quickInfo.title}
      </h2>
      <p className="engage-card-subtitle">{quickInfo.subtitle}</p>
      <dl>
        {quickInfo.items.map((item, index) => (
          <div key={`${index}:${item.label}`}>
            <dt>{item.label}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
