import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeVideoApi, makeVideo, renderPage } from '@beacon/shared/testing';
import LatestVideos from './LatestVideos';

describe('the home widget', () => {
  it('shows the six newest videos of the whole catalogue, with no heading or main of its own', async () => {
    const api = installFakeVideoApi();
    renderPage(<LatestVideos />, { path: '/' });
    expect(screen.getByText('Loading videos…')).toBeInTheDocument();
    // As many placeholder cards as it will show: the section keeps its height when they arrive.
    expect(document.querySelectorAll('.media-card-skeleton')).toHaveLength(6);
    expect(api.requests[0]?.url.href).toBe('http://videos.test/video-api/videos');

    await api.requests[0]?.respond(Array.from({ length: 9 }, (_, i) => makeVideo({ title: `Newest ${i + 1}` })));

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Newest 1', 'Newest 2', 'Newest 3', 'Newest 4', 'Newest 5', 'Newest 6']);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says so when there are no videos', async () => {
    const api = installFakeVideoApi();
    renderPage(<LatestVideos />, { path: '/' });
    await api.requests[0]?.respond([]);
    await act(async () => {});
    expect(screen.getByText('No videos available at this time.')).toBeInTheDocument();
  });

  it('a failure is logged and says the videos could not be loaded, with Try again', async () => {
    const api = installFakeVideoApi();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<LatestVideos />, { path: '/' });
    await api.requests[0]?.respond([], 500);
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Videos could not be loaded.');
    expect(screen.queryByText('No videos available at this time.')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.requests).toHaveLength(2);
    await api.requests[1]?.respond([makeVideo({ title: 'Back again' })]);
    expect(screen.getByRole('link', { name: 'Back again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
