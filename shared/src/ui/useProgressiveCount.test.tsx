import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { useProgressiveCount } from './useProgressiveCount';

/** A list that records how many items each commit put on the page. */
function List({ total, commits }: { total: number; commits: number[] }) {
  const shown = useProgressiveCount(total, 12);
  useLayoutEffect(() => {
    commits.push(document.querySelectorAll('li').length);
  });
  return (
    <ul>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>item {index + 1}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveCount', () => {
  it('commits the first screenful of a long list first, then a screenful more per commit until the whole list', () => {
    const commits: number[] = [];
    render(<List total={48} commits={commits} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(48);
    expect(commits).toEqual([12, 24, 36, 48]);
  });

  it('ends with the list’s last items when its length is not a multiple of a screenful', () => {
    const commits: number[] = [];
    render(<List total={30} commits={commits} />);
    expect(commits).toEqual([12, 24, 30]);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
  });

  it('renders a short list whole at once', () => {
    const commits: number[] = [];
    render(<List total={5} commits={commits} />);
    expect(commits).toEqual([5]);
  });

  it('starts again from the first screenful when the list changes, and never shows more than it has', () => {
    const commits: number[] = [];
    const { rerender } = render(<List total={48} commits={commits} />);
    commits.length = 0;
    rerender(<List total={30} commits={commits} />);
    expect(commits[0]).toBe(12);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    commits.length = 0;
    rerender(<List total={3} commits={commits} />);
    expect(commits).toEqual([3]);
  });
});
