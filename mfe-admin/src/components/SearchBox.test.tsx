import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './SearchBox';

const NAMES = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'];

/** A table's search as a section uses it: the rows follow the box. */
function Searchable() {
  const [query, setQuery] = useState('');
  const found = NAMES.filter((name) => name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <>
      <SearchBox label="Search names" value={query} onChange={setQuery} found={found.length} rowName={{ one: 'name', other: 'names' }} />
      <ul>
        {found.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}

describe('the tables’ search box', () => {
  it('announces how many rows match while a search is typed, in words that follow the count', async () => {
    render(<Searchable />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search names' }), 'a');
    expect(status).toHaveTextContent('3 names found');
    await userEvent.type(screen.getByRole('searchbox'), 'da');
    expect(status).toHaveTextContent('1 name found');
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(status).toHaveTextContent('No names found');
  });

  it('empties on Escape, bringing every row back', async () => {
    render(<Searchable />);
    const box = screen.getByRole('searchbox', { name: 'Search names' });
    await userEvent.type(box, 'grace');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
