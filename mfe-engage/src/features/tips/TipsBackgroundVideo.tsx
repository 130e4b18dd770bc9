import { BackgroundVideo, type BackgroundVideoSources } from '@beacon/shared/ui';

/** The background video beside the form, with its pause control (moving content longer than 5 s must be pausable). */
export function TipsBackgroundVideo({ video }: { video: BackgroundVideoSources }) {
  return (
    <div className="engage-tips-media">
      <BackgroundVideo video={video} className="engage-tips-video" toggleClassName="engage-tips-toggle" preload="metadata" />
    </div>
  );
}
