import { lazy, type ComponentType } from 'react';
import { Spinner } from './components/Spinner';

/**
 * A page loaded on first visit (React.lazy over a named export), so the main bundle holds only the
 * first screens a new patient opens in LINE (the LINE entry and its registration form). Pages of
 * one file share one chunk: `lazyPage(() => import('./pages/x/XPages'), 'APage')`. `preload()`
 * fetches the chunk ahead of a visit (SessionEffects: a signed-in person's everyday pages, so they
 * still open while the network is away); a failed load is tried again by the next one.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loading: Promise<Record<K, ComponentType>> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: (await once())[name] })),
    { preload: (): Promise<void> => once().then(() => undefined) },
  );
}

/** The Suspense fallback while a page's chunk downloads. */
export function PageLoading() {
  return (
    <div className="page-loading" data-testid="page-loading">
      <Spinner label="กำลังโหลดหน้า" />
    </div>
  );
}

/**
 * After a new deployment the old page chunks are gone, and a tab opened before it fails to load
 * one (Vite fires 'vite:preloadError'): load the page again, which fetches the new index.html.
 * At most once a minute, so a chunk that is really missing does not reload forever.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, a chunk fails because the network is gone, not because a deployment replaced it:
    // a reload would trade our page and its offline banner for the browser's offline error page.
    if (!navigator.onLine) return;
    const last = Number(sessionStorage.getItem('chunkReloadAt') ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem('chunkReloadAt', String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
