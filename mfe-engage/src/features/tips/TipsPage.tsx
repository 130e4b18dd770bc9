import { PageMain } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { TIPS } from '../../content/tips';
import { TipsBackgroundVideo } from './TipsBackgroundVideo';
import { TipsForm } from './TipsForm';
import { tipsCss } from './tipsStyles';

/** Media tips (/tips): the form, and beside it a looping background video. */
export default function TipsPage() {
  return (
    <PageMain title="Tips">
      <Styles id="tips" css={tipsCss} />
      <div className="engage-tips">
        <section className="engage-tips-panel" aria-labelledby="tips-title">
          <h1 id="tips-title" className="engage-tips-title">
            {TIPS.heading}
          </h1>
          <p className="engage-tips-intro">{TIPS.intro}</p>
          <TipsForm anonymousNote={TIPS.anonymousNote} />
        </section>
        <TipsBackgroundVideo video={TIPS.video} />
      </div>
    </PageMain>
  );
}
