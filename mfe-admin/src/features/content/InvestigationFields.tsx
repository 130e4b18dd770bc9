import type { ReactNode } from 'react';
import { Flex, Form, Input } from 'antd';
import { Hint } from '../../components/Hint';
import { emptyActionCard, emptyExhibit } from './contentForm';
import { colourRules, mediaRules, required, urlRules } from './fieldRules';
import { Group } from './Group';
import { AddItemButton, ItemControls, itemId } from './ItemControls';
import { LinkList } from './RowList';
import { MediaField } from './MediaField';

const URL_HINT = <Hint>https://… or a site token such as {'{videoChannelUrl}'}</Hint>;

/**
 * A list of items each in its own group ("Exhibit 2"), with Move up, Move down and Remove, and an Add
 * button after the last.
 */
function GroupList<T>({
  name,
  legend,
  add: addLabel,
  empty,
  max,
  children,
}: {
  name: string;
  /** "Exhibit": the group's legend and, in lower case, the controls' names. */
  legend: string;
  add: string;
  empty: () => T;
  /** The schema's most items: Add is disabled there. */
  max: number;
  children: (item: number, index: number) => ReactNode;
}) {
  const noun = legend.toLowerCase();
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, index) => (
            <Group
              key={field.key}
              id={itemId(name, index)}
              legend={`${legend} ${index + 1}`}
              extra={
                <ItemControls list={name} noun={(n) => `${noun} ${n}`} index={index} count={fields.length} move={move} remove={remove} />
              }
            >
              {children(field.name, index)}
            </Group>
          ))}
          <AddItemButton
            list={name}
            count={fields.length}
            disabled={fields.length >= max}
            onAdd={() => add(empty())}
            style={{ marginBottom: 16 }}
          >
            {addLabel}
          </AddItemButton>
        </>
      )}
    </Form.List>
  );
}

function Exhibits() {
  return (
    <GroupList name="exhibits" legend="Exhibit" add="Add exhibit" empty={emptyExhibit} max={50}>
      {(item) => (
        <>
          <Form.Item name={[item, 'title']} label="Title" rules={required('Exhibit title')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name={[item, 'description']}
            label="Description"
            rules={required('Description')}
            extra={<Hint>HTML or plain text; in plain text a blank line starts a new paragraph.</Hint>}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={20000} />
          </Form.Item>
          <Form.Item
            name={[item, 'videoUrl']}
            label="Video address"
            rules={urlRules('Video address', false)}
            extra={<Hint>Optional: a video page, e.g. https://www.youtube.com/watch?v=…</Hint>}
          >
            <Input inputMode="url" spellCheck={false} autoComplete="off" />
          </Form.Item>
          <LinkList
            name={[item, 'links']}
            legend={`Links of exhibit ${item + 1}`}
            list={`exhibit-${item}-links`}
            noun={(position) => `link ${position} of exhibit ${item + 1}`}
            add={`Add link to exhibit ${item + 1}`}
            max={20}
          />
        </>
      )}
    </GroupList>
  );
}

function ActionCards({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  return (
    <GroupList name="actions" legend="Action card" add="Add action card" empty={emptyActionCard} max={20}>
      {(item, index) => (
        <>
          <Form.Item name={[item, 'title']} label="Title" rules={required('Card title')}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name={[item, 'text']} label="Text" extra={<Hint>Optional sentence under the title.</Hint>}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item name={[item, 'buttonText']} label="Button text" rules={required('Button text')} style={{ flex: '1 1 180px' }}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name={[item, 'buttonColor']}
              label="Button colour"
              rules={colourRules('Button colour')}
              extra={<Hint>e.g. #1f5fd6; the button’s text turns black or white to stay readable.</Hint>}
              style={{ flex: '1 1 180px' }}
            >
              <Input maxLength={7} spellCheck={false} autoComplete="off" />
            </Form.Item>
          </Flex>
          <Form.Item name={[item, 'buttonUrl']} label="Button address" required rules={urlRules('Button address')} extra={URL_HINT}>
            <Input inputMode="url" spellCheck={false} autoComplete="off" />
          </Form.Item>
          <Form.Item name={[item, 'imageUrl']} label="Image" required rules={mediaRules('Image')}>
            <MediaField name={`action card ${index + 1} image`} image onBusyChange={onBusyChange} />
          </Form.Item>
          <Form.Item name={[item, 'imageAlt']} label="Image description (alt text)" rules={required('Image description')}>
            <Input maxLength={300} />
          </Form.Item>
        </>
      )}
    </GroupList>
  );
}

/** Every field of an investigation page, in the order the page shows them. */
export function InvestigationFields({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  return (
    <>
      <Group legend="Page">
        <Form.Item
          name="menuLabel"
          label="Menu label"
          rules={required('Menu label')}
          extra={<Hint>Its entry in the Media Investigations menu.</Hint>}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="label"
          label="Label"
          rules={required('Label')}
          extra={<Hint>The small label above the title, and the browser tab’s title.</Hint>}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="title" label="Title" rules={required('Title')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item
          name="intro"
          label="Intro"
          rules={required('Intro')}
          extra={<Hint>Plain text; also the page’s description in search results and link previews.</Hint>}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={2000} />
        </Form.Item>
      </Group>
      <Group legend="Hero">
        <Form.Item name={['hero', 'webm']} label="Background video (WebM)" rules={mediaRules('The WebM video', false)}>
          <MediaField name="WebM video" image={false} />
        </Form.Item>
        <Form.Item name={['hero', 'mp4']} label="Background video (MP4)" rules={mediaRules('The MP4 video', false)}>
          <MediaField name="MP4 video" image={false} />
        </Form.Item>
        <Form.Item
          name={['hero', 'poster']}
          label="Poster image"
          required
          rules={mediaRules('Poster image')}
          extra={<Hint>Shown before and instead of the video.</Hint>}
        >
          <MediaField name="poster image" image onBusyChange={onBusyChange} />
        </Form.Item>
      </Group>
      <Group legend="Exhibits">
        <Form.Item name="exhibitsHeading" label="Exhibits heading" rules={required('Exhibits heading')}>
          <Input maxLength={120} />
        </Form.Item>
        <Exhibits />
      </Group>
      <Group legend="Take action">
        <Form.Item name="actionsHeading" label="Actions heading" rules={required('Actions heading')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="actionsIntro" label="Actions intro">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
        <ActionCards onBusyChange={onBusyChange} />
      </Group>
    </>
  );
}
