import { screen } from '@testing-library/react';
import { AdminGate } from '@beacon/shared/ui';
import { renderPage } from '@beacon/shared/testing';
import { AdminProviders } from './AdminProviders';
import { NotAuthorized } from './NotAuthorized';

/** Any pictograph or symbol an emoji font would draw (an empty box where none is installed). */
const EMOJI = /\p{Extended_Pictographic}/u;

describe('Not Authorized', () => {
  it('at the gate, for a signed-in visitor, draws its icon as an SVG, not an emoji', () => {
    const { container } = renderPage(
      <AdminGate>
        <p>admin content</p>
      </AdminGate>,
      { auth: 'visitor' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not Authorized' })).toBeInTheDocument();
    expect(screen.queryByText('admin content')).toBeNull();
    const icon = container.querySelector('.bk-result-icon') as HTMLElement;
    expect(icon.querySelector('svg')).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(`${icon.getAttribute('data-icon') ?? ''}${container.textContent ?? ''}`).not.toMatch(EMOJI);
  });

  it('in a section the API refused, draws an SVG too', () => {
    const { container } = renderPage(
      <AdminProviders>
        <NotAuthorized />
      </AdminProviders>,
      { auth: 'admin' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not Authorized' })).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.textContent).not.toMatch(EMOJI);
  });
});
