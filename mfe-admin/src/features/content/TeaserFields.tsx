import { Form, Input } from 'antd';
import { Hint } from '../../components/Hint';
import { required } from './fieldRules';
import { Group } from './Group';

/** The documentary teaser's fields; its button always leads to the tips page. */
export function TeaserFields() {
  return (
    <Group legend="Teaser">
      <Form.Item name="kicker" label="Kicker" rules={required('Kicker')}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="title" label="Title" rules={required('Title')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="paragraph" label="Paragraph" rules={required('Paragraph')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={4000} />
      </Form.Item>
      <Form.Item name="tipLine" label="Tip line" rules={required('Tip line')}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item
        name="tipButton"
        label="Tip button text"
        rules={required('Tip button text')}
        extra={<Hint>The button leads to the tips page.</Hint>}
      >
        <Input maxLength={60} />
      </Form.Item>
    </Group>
  );
}
