import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@beacon/shared/testing';
import { ShareButton } from './ShareButton';

type ShareNavigator = { share?: (data: ShareData) => Promise<void>; clipboard?: { writeText: (text: string) => Promise<void> } };
const nav = navigator as unknown as ShareNavigator;

function stubNavigator(share: ShareNavigator['share']) {
  const writeText = jest.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
  return { writeText };
}

afterEach(() => {
  delete nav.share;
  delete nav.clipboard;
  jest.restoreAllMocks();
});

const open = () => renderPage(<ShareButton title="Town Hall" />, { path: '/events/e1' });

describe('Share on the event detail', () => {
  it('uses the Web Share API when the browser has it, with the page’s link', async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    const { writeText } = stubNavigator(share);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Town Hall', url: window.location.href });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link and says so in a live region when there is no Web Share API', async () => {
    const { writeText } = stubNavigator(undefined);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status')).toHaveTextContent('Event link copied to clipboard!');
  });

  it('only warns in the console when the visitor cancels the share', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const share = jest.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const { writeText } = stubNavigator(share);
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the link could not be copied when the clipboard refuses', async () => {
    const { writeText } = stubNavigator(undefined);
    writeText.mockRejectedValueOnce(new Error('denied'));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent('The link could not be copied. Copy it from the address bar.');
  });
});
