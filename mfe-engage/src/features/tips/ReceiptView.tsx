import { useState } from 'react';
import { Button } from '@beacon/shared/ui';
import { SuccessMessage } from '../../components/SuccessMessage';
import { TIPS_PRIVACY } from '../../content/tips';

/** After sending: the success text, then the receipt, shown this once, with a way to copy it. */
export function ReceiptView({ receipt }: { receipt: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receipt);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div>
      <SuccessMessage text={TIPS_PRIVACY.tipSent} />
      <section className="engage-tip-receipt" aria-labelledby="tip-receipt-heading">
        <h2 id="tip-receipt-heading">{TIPS_PRIVACY.receiptHeading}</h2>
        <p>{TIPS_PRIVACY.receiptIntro}</p>
        <p>
          <code className="engage-tip-receipt-code" data-testid="tip-receipt">
            {receipt}
          </code>
        </p>
        <Button onClick={() => void copy()}>{TIPS_PRIVACY.copy}</Button>
        <span aria-live="polite" className="engage-field-note">
          {copied ? ` ${TIPS_PRIVACY.copied}` : ''}
        </span>
      </section>
    </div>
  );
}
