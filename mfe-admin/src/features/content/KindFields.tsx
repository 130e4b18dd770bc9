import type { ContentKind } from '@beacon/shared/schemas';
import { HomeFields } from './HomeFields';
import { InvestigationFields } from './InvestigationFields';
import { LandingFields } from './LandingFields';
import { SpeakingFields } from './SpeakingFields';
import { TeaserFields } from './TeaserFields';

/** The fields of a record's kind. */
export function KindFields({ kind, onBusyChange }: { kind: ContentKind; onBusyChange: (busy: boolean) => void }) {
  switch (kind) {
    case 'investigation':
      return <InvestigationFields onBusyChange={onBusyChange} />;
    case 'teaser':
      return <TeaserFields />;
    case 'speaking':
      return <SpeakingFields />;
    case 'home':
      return <HomeFields />;
    case 'landing':
      return <LandingFields />;
  }
}
