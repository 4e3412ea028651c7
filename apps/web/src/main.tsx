// First: the LINE entry's sign-in starts before the rest of the app is evaluated (issue 34).
import './line/early-sign-in';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
// The Thai font ships in the bundle; nothing is fetched from the internet. Issue 16 point 11: only
// the two weights the styles use; issue 34: only the faces a page draws (fonts.css).
import './fonts.css';
import './styles.css';
import { App } from './App';
import { queryClient } from './api/query-client';
import { OfflineBanner } from './components/OfflineBanner';
import { reloadOnStaleChunk } from './lazy-page';
import { loadPublicConfig } from './api/public-config';

/** The pages a patient opens from LINE: they start LIFF as soon as the app runs. */
const LINE_ENTRY = /^\/(?:lineliff2?|lineregister2?|linethaid)(?:\/|$)/i;

/**
 * Issue 16 point 11 (a first screen usable within 2 s on slow 4G): on a LINE entry page, fetch the
 * public config and the LIFF SDK (and its mock, in mock mode) alongside the first render instead of
 * one after the other; the page's own calls then find them loaded. Failures are the page's to report.
 */
function prefetchLiff(): void {
  void import('@line/liff').catch(() => undefined);
  // A test or a developer who set a mock LINE user (line/liff.ts) is certainly in mock mode.
  const mock = window.__LIFF_MOCK__ ? import('@line/liff-mock') : null;
  void loadPublicConfig()
    .then((config) => (config.liff.mock && !mock ? import('@line/liff-mock') : undefined))
    .catch(() => undefined);
  void mock?.catch(() => undefined);
}

reloadOnStaleChunk();
// Issue 16 point 11: queries wait while offline and refetch when the network is back
// (onlineManager follows the online/offline events; start it from the browser's own state).
onlineManager.setOnline(navigator.onLine);
if (LINE_ENTRY.test(window.location.pathname)) prefetchLiff();

// Replaces the shell painted by index.html.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <OfflineBanner />
    </QueryClientProvider>
  </StrictMode>,
);
