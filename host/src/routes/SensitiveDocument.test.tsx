import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@beacon/shared/router';
import { SensitiveDocument, servedDocumentPath } from './SensitiveDocument';

const page = (address: string, servedPath: string | null, load: (href: string) => void) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <SensitiveDocument sensitive={['/tips']} servedPath={servedPath} load={load}>
        <h1>The page</h1>
      </SensitiveDocument>
    </MemoryRouter>,
  );

describe('a sensitive page', () => {
  it('renders in the document served for it, whatever its query', () => {
    const load = jest.fn();
    page('/tips?from=menu', '/tips', load);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders while the server composes it', () => {
    const load = jest.fn();
    page('/tips?from=menu', null, load);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('reached from another page in the app, is loaded as a page of its own instead of rendering there', () => {
    const load = jest.fn();
    page('/tips?from=menu', '/events', load);
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('/tips?from=menu');
  });
});

describe('any other page', () => {
  it('renders in the document of another ordinary page', () => {
    const load = jest.fn();
    page('/speaking', '/events', load);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('reached from the sensitive page (a link, or Back), is loaded as a page of its own instead of rendering there', () => {
    const load = jest.fn();
    page('/events#next', '/tips', load);
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('/events#next');
  });
});

describe('the path a document was served for', () => {
  const entriesOf = (entries: PerformanceEntry[]) =>
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => entries });
  afterEach(() => {
    Reflect.deleteProperty(performance, 'getEntriesByType');
    window.history.replaceState(null, '', '/');
  });

  it('is the path its navigation entry names, even when Back moved the address before the scripts ran', () => {
    window.history.replaceState(null, '', '/events');
    const entry = { name: `${window.location.origin}/tips?from=menu` } as PerformanceEntry;
    entriesOf([entry]);
    expect(servedDocumentPath()).toBe('/tips');
  });

  it('is the address where the browser keeps no navigation entry', () => {
    window.history.replaceState(null, '', '/events');
    entriesOf([]);
    expect(servedDocumentPath()).toBe('/events');
  });
});
