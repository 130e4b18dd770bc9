import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL, DEV_ADMIN_CODE } from './ports';

/**
 * The rows of the admin's lists: a table's rows on a wide screen, the cards that replace them on a phone
 * (below 600 px), so one test reads both layouts.
 */
export const adminRows = (page: Page): Locator => page.getByRole('row').or(page.locator('.admin-card'));

/** The row (or card) holding `text`. */
export const adminRow = (page: Page, text: string): Locator => adminRows(page).filter({ hasText: text });

/** An admin's bearer token from the development sign-in, for setting up data through the API. */
export async function adminToken(name = 'Setup Admin'): Promise<string> {
  const response = await fetch(`${API_URL}/auth/dev/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ role: 'admin', name, code: DEV_ADMIN_CODE }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A booking request as a visitor sends it. */
export async function postBooking(requesterName: string, eventName = 'Community forum'): Promise<void> {
  const response = await fetch(`${API_URL}/booking`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      requesterName,
      requesterEmail: 'organiser@example.org',
      eventName,
      eventDate: '2031-04-05',
      eventLocation: 'Mesa Library',
      eventDetails: 'Two talks, then questions.',
    }),
  });
  expect(response.status).toBe(201);
}

/** An event made by an admin through the API; its id. */
export async function postEvent(title: string): Promise<string> {
  const response = await fetch(`${API_URL}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ title, date: '2031-06-01T17:00:00.000Z', location: 'Tempe', category: 'Forum' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/**
 * Types a date and time into the event dialog's picker and confirms it with OK, as staff do. The
 * picker opens with an animation; on a loaded machine the typed text can land before the panel reads
 * it, so the entry is repeated until the field holds the value OK committed. `exact`: a row's own
 * buttons are named after its event, whose random suffix can hold "ok" (View Accessible event mx0mokh…).
 */
export async function enterEventDateTime(page: Page, dialog: Locator, value: string): Promise<void> {
  const field = dialog.getByLabel('Date & Time');
  await expect(async () => {
    await field.click();
    await field.fill(value);
    await page.getByRole('button', { name: 'OK', exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole('button', { name: 'OK', exact: true })).toBeHidden({ timeout: 2_000 });
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
