import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@beacon/shared/router';
import { SensitivePage } from './SensitivePage';

const page = (servedPath: string | null, load: (href: string) => void) =>
  render(
    <MemoryRouter initialEntries={['/tips?from=menu']}>
      <SensitivePage pattern="/tips" servedPath={servedPath} load={load}>
        <h1>Media Tips</h1>
      </SensitivePage>
    </MemoryRouter>,
  );

describe('a sensitive page', () => {
  it('renders in the document served for it', () => {
    const load = jest.fn();
    page('/tips', load);
    expect(screen.getByRole('heading', { name: 'Media Tips' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders while the server composes it', () => {
    const load = jest.fn();
    page(null, load);
    expect(screen.getByRole('heading', { name: 'Media Tips' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('reached from another page in the app, is loaded as a page of its own instead of rendering there', () => {
    const load = jest.fn();
    page('/events', load);
    expect(screen.queryByRole('heading', { name: 'Media Tips' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('/tips?from=menu');
  });
});
