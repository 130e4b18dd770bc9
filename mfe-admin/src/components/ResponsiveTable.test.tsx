import { useState, type Key } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { renderPage } from '@beacon/shared/testing';
import { AdminProviders } from './AdminProviders';
import { PHONE_QUERY, ResponsiveTable } from './ResponsiveTable';
import { rowSelection } from './selection';

interface Row {
  id: string;
  name: string;
  place: string;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Ana', place: 'Mesa' },
  { id: 'b', name: 'Bo', place: 'Tempe' },
];

function Rows() {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <>
      <p>{`Selected: ${selected.join(',') || 'none'}`}</p>
      <ResponsiveTable<Row>
        rowKey="id"
        label="People"
        cardTitle={(row) => row.name}
        rowSelection={rowSelection<Row>(selected, setSelected, (row) => `Select ${row.name}`)}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Place', dataIndex: 'place', render: (place: string) => `in ${place}` },
          { title: 'Actions', key: 'actions', render: (_, row) => <Button>{`Open ${row.name}`}</Button> },
        ]}
        dataSource={ROWS}
        pagination={false}
      />
    </>
  );
}

const render = () =>
  renderPage(
    <AdminProviders>
      <Rows />
    </AdminProviders>,
    { path: '/admin' },
  );

describe('an admin table', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is a table on a wide screen', () => {
    render();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'People' })).toBeNull();
  });

  it('is a list of cards on a phone: each column a labelled line, the actions last, the row’s checkbox named', async () => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === PHONE_QUERY })) as typeof window.matchMedia;
    render();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const bo = cards[1] as HTMLElement;
    expect(within(bo).getByText('Place').tagName).toBe('DT');
    expect(within(bo).getByText('in Tempe').tagName).toBe('DD');
    expect(within(bo).getByRole('button', { name: 'Open Bo' })).toBeInTheDocument();
    await userEvent.click(within(bo).getByRole('checkbox', { name: 'Select Bo' }));
    expect(screen.getByText('Selected: b')).toBeInTheDocument();
    await userEvent.click(within(bo).getByRole('checkbox', { name: 'Select Bo' }));
    expect(screen.getByText('Selected: none')).toBeInTheDocument();
  });
});
