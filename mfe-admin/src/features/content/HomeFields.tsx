import { Flex, Form, Input } from 'antd';
import { Hint } from '../../components/Hint';
import { required } from './fieldRules';
import { Group } from './Group';

const BUTTONS = [
  { key: 'videoReports', label: 'Video reports button', leadsTo: 'the video reports' },
  { key: 'tips', label: 'Tips button', leadsTo: 'the tips page' },
  { key: 'events', label: 'Events button', leadsTo: 'the events' },
  { key: 'speaking', label: 'Speaking button', leadsTo: 'the speaking page' },
] as const;

/** Every field of the home page's words; its big title is the organisation's name (the site's configuration), its buttons lead to fixed pages. */
export function HomeFields() {
  return (
    <>
      <Group legend="Top of the page">
        <Form.Item
          name="missionLine"
          label="Mission line"
          rules={required('Mission line')}
          extra={<Hint>The sentence under the organisation’s name.</Hint>}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={300} />
        </Form.Item>
        <Flex gap={12} wrap>
          {BUTTONS.map((button) => (
            <Form.Item
              key={button.key}
              name={['buttons', button.key]}
              label={button.label}
              rules={required(button.label)}
              extra={<Hint>Leads to {button.leadsTo}.</Hint>}
              style={{ flex: '1 1 200px' }}
            >
              <Input maxLength={40} />
            </Form.Item>
          ))}
        </Flex>
      </Group>
      <Group legend="Latest videos">
        <Form.Item name="latestVideosHeading" label="Latest videos heading" rules={required('Heading')}>
          <Input maxLength={120} />
        </Form.Item>
      </Group>
    </>
  );
}
