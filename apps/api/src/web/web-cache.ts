/**
 * Issue 16 point 11 (slow and offline): how long a browser keeps each of the web app's files.
 *
 *  - Files whose name carries Vite's content hash (`/assets/<name>-<hash>.<ext>`): a new build
 *    gives a changed file a new name, so they are kept for a year and never revalidated.
 *  - index.html and line.html (the answer of every page route, /index.html included): `no-cache`, so a new deployment's
 *    script names are seen at the next load (the browser revalidates with the ETag: a 304 is tiny).
 *  - Any other file (favicon.svg and the rest of public/): one hour.
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const SHORT = 'public, max-age=3600';

/** Vite's default asset names: `assets/[name]-[hash].[ext]`, the hash 8 url-safe characters. */
const HASHED_ASSET = /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/i;
/** The build-time compressed copies (apps/web/scripts/precompress.ts) stand for their original. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/** The Cache-Control of a file of the build, by its path relative to the build folder. */
export function cacheControlFor(relativePath: string): string {
  const name = relativePath.split(path.sep).join('/').replace(/^\/+/, '').replace(COMPRESSED_COPY, '');
  if (name === 'index.html' || name === 'line.html') return NO_CACHE;
  return HASHED_ASSET.test(name) ? IMMUTABLE : SHORT;
}
