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

export const test = base;
export { expect };
