/**
 * Real sign-in through the reference server's dev provider: the extension opens the provider's login
 * window (a page in this context), we fill Email and press Sign in, and wait for the extension's page to
 * show the account.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';

export async function signInThrough(context: BrowserContext, extensionPage: Page, email: string): Promise<void> {
  const loginPage = context.waitForEvent('page', { timeout: 20_000 });
  await extensionPage.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  const login = await loginPage;
  await login.getByLabel('Email').fill(email);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(extensionPage.getByText(email).first()).toBeVisible({ timeout: 20_000 });
}
