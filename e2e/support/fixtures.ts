import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Records a cookie choice before the page loads, so the consent dialog stays closed. */
export async function withConsentDecided(page: Page, analytics = false): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      'greffeo.consent',
      JSON.stringify({ version: 1, analytics: value, decidedAt: new Date().toISOString() }),
    );
  }, analytics);
}

/** WCAG 2.1 AA violations of the current page, by rule id, for readable failures. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

/**
 * Opens a page and waits until React has hydrated it (gatsby-browser.tsx sets the flag), so a
 * click on a JavaScript control is not lost on the server-rendered HTML of a busy machine.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => (window as Window & { __greffeoHydrated?: boolean }).__greffeoHydrated === true);
  return response;
}

export const test = base;
export { expect };
