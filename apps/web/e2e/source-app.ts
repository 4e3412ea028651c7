/**
 * The api and the worker built in this test process from source (test/api-app.ts), serving the
 * built web app, with one Chromium: for browser tests that check the server's own answers to
 * the page (security headers, how files are served), where the in-process app is the subject.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../../../test/api-app.js';
import { CHROMIUM_ARGS, chromiumPath } from './support.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface SourceE2E {
  app: TestApp;
  /** A fresh, isolated context with the app as base URL, closed with the rest. */
  newContext(viewport: { width: number; height: number }): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startSourceE2E(): Promise<SourceE2E> {
  const app = await startTestApp({ worker: true, env: { WEB_DIST: process.env.E2E_WEB_DIST || path.join(root, 'apps/web/dist'), LOGIN_RATE_LIMIT_MAX: '1000' } });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const contexts: BrowserContext[] = [];
  return {
    app,
    async newContext(viewport) {
      const context = await browser.newContext({ baseURL: app.baseUrl, locale: 'th-TH', viewport });
      contexts.push(context);
      return context;
    },
    async close() {
      await Promise.allSettled(contexts.map((c) => c.close()));
      await browser.close().catch(() => undefined);
      await app.close();
    },
  };
}
