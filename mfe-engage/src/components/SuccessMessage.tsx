import { useEffect, useRef } from 'react';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';

/** What replaces a form once it is sent: a green check and the text; focus moves here so it is announced. */
export function SuccessMessage({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="engage-success" role="status" tabIndex={-1}>
      <CheckCircleFilled className="engage-success-icon" aria-hidden />
      <p style={{ margin: 0 }}>{text}</p>
    </div>
  );
}
