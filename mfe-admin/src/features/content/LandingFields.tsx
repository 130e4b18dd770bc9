import { Flex, Form, Input } from 'antd';
import { MOTTO_BACKGROUND } from '@beacon/shared/schemas';
import { Hint } from '../../components/Hint';
import { ColourInput } from './ColourInput';
import { mottoColourRules, required } from './fieldRules';
import { Group } from './Group';
import { RowList, rowField } from './RowList';
import { emptyMottoWord } from './sitePageForms';

/** Every field of the launch page's words (`/launch` and the pre-launch site), in the order the page shows them. */
export function LandingFields() {
  return (
    <>
      <Group legend="Page">
        <Form.Item name="pageTitle" label="Page title" rules={required('Page title')} extra={<Hint>The browser tab’s title.</Hint>}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="heading" label="Heading" rules={required('Heading')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="intro" label="Intro" rules={required('Intro')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} />
        </Form.Item>
        <RowList
          name="motto"
          legend="Motto words"
          extra={
            <Hint>
              Each word’s colour as # and six hexadecimal digits, e.g. #ff6b6b, readable on the card’s dark background ({MOTTO_BACKGROUND}).
            </Hint>
          }
          list="motto"
          noun={(n) => `motto word ${n}`}
          add="Add motto word"
          empty={emptyMottoWord}
          max={6}
          min={1}
        >
          {(field, index) => (
            <>
              <Form.Item name={[field, 'word']} label={`Word ${index + 1}`} rules={required('Word')} style={rowField('1 1 160px')}>
                <Input maxLength={24} />
              </Form.Item>
              <Form.Item
                name={[field, 'color']}
                label={`Colour of word ${index + 1}`}
                rules={mottoColourRules('Colour')}
                style={rowField('1 1 220px')}
              >
                <ColourInput pickerLabel={`Pick the colour of word ${index + 1}`} />
              </Form.Item>
            </>
          )}
        </RowList>
      </Group>
      <Group legend="Mailing list">
        <Form.Item name="mailingListTitle" label="Mailing list title" rules={required('Mailing list title')}>
          <Input maxLength={120} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="emailLabel" label="E-mail field label" rules={required('E-mail field label')} style={{ flex: '1 1 200px' }}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="emailPlaceholder"
            label="E-mail field example"
            rules={required('E-mail field example')}
            extra={<Hint>Shown in the empty field, e.g. you@example.com.</Hint>}
            style={{ flex: '1 1 200px' }}
          >
            <Input maxLength={80} />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item name="signUp" label="Sign-up button text" rules={required('Sign-up button text')} style={{ flex: '1 1 200px' }}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="sponsor"
            label="Sponsor button text"
            rules={required('Sponsor button text')}
            extra={<Hint>Leads to the donation page.</Hint>}
            style={{ flex: '1 1 200px' }}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Flex>
      </Group>
    </>
  );
}
