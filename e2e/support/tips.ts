import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { TIPS_DEV_PASSPHRASE, type TipDetail, type TipList } from '@beacon/shared/schemas';
import { decryptTip, unlockPrivateKey, type PrivateKey, type TipPlaintext } from '@beacon/shared/tips-crypto';
import { adminToken } from './adminData';
import { storeDevSession } from './fixtures';
import { API_URL } from './ports';

/** The development key pair's private half, which the API writes beside its database (no newsroom key is configured in tests). */
export const DEV_KEY_FILE = (): string => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (the Playwright config sets it)');
  return path.join(dataDir, 'tips-dev-key.asc');
};

let devKey: Promise<PrivateKey> | null = null;
const openDevKey = (): Promise<PrivateKey> => (devKey ??= unlockPrivateKey(fs.readFileSync(DEV_KEY_FILE(), 'utf8'), TIPS_DEV_PASSPHRASE));

async function adminGet<T>(route: string): Promise<T> {
  const response = await fetch(`${API_URL}${route}`, { headers: { Authorization: `Bearer ${await adminToken('Tips Reader')}` } });
  expect(response.status, `GET ${route}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * The stored tip whose message is `message`, as the API holds it. Tests run side by side and the
 * inbox lists tips by the hour they arrived alone (one hour's in no particular order), so the test
 * finds its own by decrypting them with the development key, as staff would.
 */
export async function storedTip(message: string): Promise<TipDetail & { plaintext: TipPlaintext }> {
  const key = await openDevKey();
  const { tips } = await adminGet<TipList>('/admin/tips');
  for (const summary of tips) {
    const detail = await adminGet<TipDetail>(`/admin/tips/${summary.id}`);
    const plaintext = await decryptTip(detail.message, key).catch(() => null);
    if (plaintext?.message === message) return { ...detail, plaintext };
  }
  throw new Error(`no stored tip reads "${message}"`);
}

/** Opens the tips key in the admin inbox with the development key file and its passphrase. */
export async function unlockInbox(page: Page): Promise<void> {
  await page.getByLabel('Choose key file').setInputFiles(DEV_KEY_FILE());
  await expect(page.getByLabel('Private key (armored)')).toHaveValue(/BEGIN PGP PRIVATE KEY BLOCK/);
  await page.getByLabel('Passphrase', { exact: true }).fill(TIPS_DEV_PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText(/The tips key is open for this session/)).toBeVisible({ timeout: 20_000 });
}

/** Staff sign in, open the tip in the inbox and open the key (on a page of their own): the tip's dialog, its message shown. */
export async function openTipAsStaff(staff: Page, id: string, message: string): Promise<Locator> {
  await storeDevSession(staff, 'admin');
  await staff.goto(`/admin/tips?view=${id}`);
  await expect(staff.getByRole('dialog').getByText('This tip is encrypted. Open the tips key to read it.')).toBeVisible({
    timeout: 45_000,
  });
  await unlockInbox(staff);
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByText(message)).toBeVisible({ timeout: 20_000 });
  return dialog;
}
