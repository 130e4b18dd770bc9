import { Form, Input } from 'antd';
import { Hint } from '../../components/Hint';
import { required } from './fieldRules';
import { Group } from './Group';
import { LinkList, RowList, rowField } from './RowList';
import { emptyQuickInfoItem, emptyTopic } from './sitePageForms';

const NAME_HINT = '{name} is replaced by the speaker’s name.';

/** Every field of the speaking page's words, in the order the page shows them. */
export function SpeakingFields() {
  return (
    <>
      <Group legend="About the speaker">
        <Form.Item
          name="eyebrow"
          label="Line above the name"
          rules={required('Line above the name')}
          extra={<Hint>The small line above the speaker’s name at the top of the page.</Hint>}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name="biography"
          label="Biography"
          rules={required('Biography')}
          extra={<Hint>Plain text; a blank line starts a new paragraph. {NAME_HINT}</Hint>}
        >
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 16 }} maxLength={8000} />
        </Form.Item>
        <RowList name="topics" legend="Topics" list="topics" noun={(n) => `topic ${n}`} add="Add topic" empty={emptyTopic} max={12}>
          {(field, index) => (
            <Form.Item name={field} label={`Topic ${index + 1}`} rules={required('Topic')} style={rowField('1 1 240px')}>
              <Input maxLength={60} />
            </Form.Item>
          )}
        </RowList>
        <LinkList name="links" legend="Links" list="speaker-links" noun={(n) => `link ${n}`} add="Add link" max={10} />
      </Group>
      <Group legend="Quick Info">
        <Form.Item name={['quickInfo', 'title']} label="Card title" rules={required('Card title')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name={['quickInfo', 'subtitle']} label="Card subtitle" rules={required('Card subtitle')}>
          <Input maxLength={120} />
        </Form.Item>
        <RowList
          name={['quickInfo', 'items']}
          legend="Quick Info lines"
          list="quick-info"
          noun={(n) => `line ${n}`}
          add="Add line"
          empty={emptyQuickInfoItem}
          max={12}
        >
          {(field, index) => (
            <>
              <Form.Item name={[field, 'label']} label={`Line ${index + 1} label`} rules={required('Label')} style={rowField('1 1 160px')}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name={[field, 'text']} label={`Line ${index + 1} text`} rules={required('Text')} style={rowField('3 1 280px')}>
                <Input maxLength={300} />
              </Form.Item>
            </>
          )}
        </RowList>
      </Group>
      <Group
        legend="Featured event"
        extra={<Hint>The event itself is the next upcoming one marked Featured in Events; with none, this section is hidden.</Hint>}
      >
        <Form.Item name={['featuredEvent', 'heading']} label="Featured event heading" rules={required('Heading')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name={['featuredEvent', 'detailsLink']}
          label="Event link text"
          rules={required('Link text')}
          extra={<Hint>The link to the event’s own page.</Hint>}
        >
          <Input maxLength={60} />
        </Form.Item>
      </Group>
      <Group legend="Booking">
        <Form.Item name={['booking', 'heading']} label="Booking heading" rules={required('Heading')} extra={<Hint>{NAME_HINT}</Hint>}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name={['booking', 'intro']} label="Booking intro" rules={required('Intro')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Form.Item
          name={['booking', 'availabilityNote']}
          label="Availability note"
          rules={required('Availability note')}
          extra={<Hint>Under the booking form.</Hint>}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
      </Group>
      <Group legend="Booking bar" extra={<Hint>The bar along the bottom of the screen that leads to the booking form.</Hint>}>
        <Form.Item name={['stickyBar', 'text']} label="Bar text" rules={required('Bar text')} extra={<Hint>{NAME_HINT}</Hint>}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name={['stickyBar', 'button']} label="Bar button text" rules={required('Button text')}>
          <Input maxLength={40} />
        </Form.Item>
      </Group>
    </>
  );
}
