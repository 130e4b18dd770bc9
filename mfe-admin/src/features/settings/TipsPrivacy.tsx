import { Descriptions, Tag, Typography } from 'antd';
import type { TipsStatus } from '@beacon/shared/schemas';
import { SETTINGS_TEXT } from '../../content/adminText';

/**
 * Where tips go: the key they are encrypted to (the API's development key must never take real
 * tips), how long receipts last, and every third party a tip passes through with the real
 * services configured (EmailJS carries the ciphertext only; reCAPTCHA sees the visit).
 */
export function TipsPrivacy({ tips }: { tips: TipsStatus }) {
  const { tips: text } = SETTINGS_TEXT;
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={text.key}>
        {tips.key === 'development' ? (
          <>
            <Tag color="gold">{text.developmentKey}</Tag> {text.developmentKeyNote}
          </>
        ) : (
          <Tag color="green">{text.configuredKey}</Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={text.fingerprint}>
        <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
          {tips.fingerprint.toUpperCase()}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={text.retention}>{text.retentionDays(tips.retentionDays)}</Descriptions.Item>
      <Descriptions.Item label={text.passesThrough}>
        {tips.passesThrough.length === 0 ? (
          text.noThirdParty
        ) : (
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {tips.passesThrough.map((service) => (
              <li key={service.service}>
                {service.label}{' '}
                {service.ciphertextOnly ? <Tag color="green">{text.ciphertextOnly}</Tag> : <Tag color="gold">{text.seesVisit}</Tag>}:{' '}
                {service.detail}
              </li>
            ))}
          </ul>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
