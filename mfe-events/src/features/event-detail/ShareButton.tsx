import { useState } from 'react';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import { Button } from '@beacon/shared/ui';
import { EVENTS_COPY } from '../../content/events';

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * 'Share': the system share sheet where the browser has one; otherwise the page's link goes to the
 * clipboard and a message in a live region says so. Cancelling the share sheet is not an error: it
 * leaves only a console warning.
 */
export function ShareButton({ title }: { title: string }) {
  const [message, setMessage] = useState('');

  const share = async () => {
    setMessage('');
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        console.warn(isAbort(error) ? 'Share cancelled.' : 'Share failed; copying the link instead.', error);
        if (isAbort(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(EVENTS_COPY.linkCopied);
    } catch {
      setMessage(EVENTS_COPY.copyFailed);
    }
  };

  return (
    <>
      <Button icon={<ShareAltOutlined aria-hidden="true" />} onClick={() => void share()}>
        {EVENTS_COPY.share}
      </Button>
      <p className="events-share-status" role="status">
        {message}
      </p>
    </>
  );
}
