import type { Page } from '@playwright/test';
import { FIXTURE_ORIGIN, fixtureHtml } from '../fixtures.js';

/** Serves the fixture pages at their made-up origin; anything else is a 404. */
export async function serveFixtures(page: Page): Promise<void> {
  await page.route(`${FIXTURE_ORIGIN}/**`, (route) => {
    const match = /\/([\w-]+)\.html$/.exec(new URL(route.request().url()).pathname);
    if (!match) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: fixtureHtml(match[1]) });
  });
}
