import { FORM_RESULT_ATTRIBUTE } from '@beacon/shared/contract';
import { definePage } from '@beacon/shared/hydration';
import { PageMain } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { OnionAddress } from '../../components/OnionAddress';
import { loadTipsKey, TipsKeyFingerprint } from '../../components/TipsKeyFingerprint';
import { TIPS, TIPS_PRIVACY } from '../../content/tips';
import { TipReplies } from './TipReplies';
import { TipsBackgroundVideo } from './TipsBackgroundVideo';
import { TipsForm } from './TipsForm';
import { tipsCss } from './tipsStyles';

/** The retention period the API applies unless the newsroom sets another (TIPS_RETENTION_DAYS). */
const DEFAULT_RETENTION_DAYS = 90;

/** Media tips (/tips): the form, the way back to replies, what is kept; beside them a looping background video. */
function TipsPage() {
  return (
    <PageMain title="Tips">
      <Styles id="tips" css={tipsCss} />
      <div className="engage-tips">
        <section className="engage-tips-panel" aria-labelledby="tips-title">
          <h1 id="tips-title" className="engage-tips-title">
            {TIPS.heading}
          </h1>
          <p className="engage-tips-intro">{TIPS.intro}</p>
          {/* Without scripts, the page server serves the answer to these forms' posts in this element's place. */}
          <div {...{ [FORM_RESULT_ATTRIBUTE]: '' }}>
            <TipsForm anonymousNote={TIPS.anonymousNote} />
            <TipReplies />
          </div>
          <p className="engage-field-note engage-tips-kept">{TIPS_PRIVACY.kept.replace('{days}', String(DEFAULT_RETENTION_DAYS))}</p>
          <TipsKeyFingerprint />
          <OnionAddress />
        </section>
        <TipsBackgroundVideo video={TIPS.video} />
      </div>
    </PageMain>
  );
}

/** The newsroom key's fingerprint is in the served page, for a source whose scripts are off. */
export default definePage(TipsPage, loadTipsKey);
