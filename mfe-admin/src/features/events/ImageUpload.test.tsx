import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderPage } from '@beacon/shared/testing';
import { ImageUpload } from './ImageUpload';
import type { EventImage } from './eventForm';

const SIGNATURE = { timestamp: 1_900_000_000, signature: 'ab'.repeat(32), apiKey: 'key', cloudName: 'beacon-local', folder: 'events' };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

function Harness({ initial = null }: { initial?: EventImage | null }) {
  const [value, setValue] = useState<EventImage | null>(initial);
  return (
    <>
      <ImageUpload id="image" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const renderUpload = (initial: EventImage | null = null) => renderPage(<Harness initial={initial} />, { auth: 'admin' });
const chooseFile = (file: File) => userEvent.upload(document.getElementById('image') as HTMLInputElement, file, { applyAccept: false });

describe('the event image upload', () => {
  it('signs for the events folder, posts the signed fields and the file to the image host, keeps secure_url and public_id', async () => {
    const api = installFakeApi()
      .on('GET', '/uploads/sign', { json: SIGNATURE })
      .on('POST', '/uploads/beacon-local/image/upload', {
        json: { secure_url: 'http://api.test/media/uploads/events/abc.png', public_id: 'events/abc' },
      });
    renderUpload();
    await chooseFile(png());
    await waitFor(() =>
      expect(screen.getByTestId('value')).toHaveTextContent(
        JSON.stringify({ imageUrl: 'http://api.test/media/uploads/events/abc.png', imagePublicId: 'events/abc' }),
      ),
    );
    expect(api.callsTo('GET', '/uploads/sign')[0]?.query.get('folder')).toBe('events');
    expect(api.callsTo('POST', '/uploads/beacon-local/image/upload')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Event image preview' })).toHaveAttribute('src', 'http://api.test/media/uploads/events/abc.png');
    expect(screen.getByLabelText('Replace image')).toHaveAttribute('type', 'file');
  });

  it('says "Failed to sign upload" when the API will not sign, and uploads nothing', async () => {
    const api = installFakeApi().on('GET', '/uploads/sign', { status: 403, json: { error: 'Forbidden', message: 'Admins only.' } });
    renderUpload();
    await chooseFile(png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign upload');
    expect(api.callsTo('POST', '/uploads/beacon-local/image/upload')).toHaveLength(0);
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });

  it('says "Upload failed" when the image host refuses the file', async () => {
    installFakeApi()
      .on('GET', '/uploads/sign', { json: SIGNATURE })
      .on('POST', '/uploads/beacon-local/image/upload', { status: 401, json: { error: 'Unauthorized', message: 'used' } });
    renderUpload();
    await chooseFile(png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed');
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });

  it('shows that it is uploading while the host has not answered', async () => {
    installFakeApi().on('GET', '/uploads/sign', { json: SIGNATURE }).on('POST', '/uploads/beacon-local/image/upload', 'hang');
    renderUpload();
    await chooseFile(png());
    expect(await screen.findByText('Uploading image…')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload image')).toBeDisabled();
  });

  it('accepts image files only', async () => {
    const api = installFakeApi();
    renderUpload();
    expect(document.getElementById('image')).toHaveAttribute('accept', 'image/*');
    await chooseFile(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an image file');
    expect(api.calls).toHaveLength(0);
  });

  it('removes the current image', async () => {
    renderUpload({ imageUrl: 'http://api.test/media/uploads/events/old.png', imagePublicId: 'events/old' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByTestId('value')).toHaveTextContent('null');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByLabelText('Upload image')).toHaveAttribute('type', 'file');
  });

  it('is one control: the file input, in the tab order, named by its label (no second, hidden input behind a button)', async () => {
    renderUpload();
    const input = screen.getByLabelText('Upload image');
    expect(input).toBe(document.getElementById('image'));
    expect(input).not.toHaveAttribute('hidden');
    expect(input).not.toHaveAttribute('aria-hidden');
    expect(input).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('button', { name: /image/i })).toBeNull();
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(1);
    await userEvent.tab();
    expect(input).toHaveFocus();
  });
});
