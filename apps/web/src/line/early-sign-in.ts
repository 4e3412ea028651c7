/**
 * The LINE entry's early start (issue 34, slow 4G), an entry of the build of its own (vite.config.ts).
 *
 * On /lineliff, /lineliff/:redirect and /lineliff2 the sign-in — LIFF, then line-login — starts as
 * this module is evaluated; the entry page takes the attempt when it mounts (line-sign-in.ts).
 * line.html (the LINE entry pages, scripts/html-hints.ts) runs this entry `async`, as soon as its
 * own small chunk and the LIFF SDK are in: line-login's round trip overlaps the download of the
 * app's script instead of following it. main.tsx imports it first too, so on index.html it runs
 * there, and never twice.
 */
import { entryRedirectOf, startLineSignIn } from './line-sign-in';

const redirect = entryRedirectOf(window.location.pathname);
if (redirect) startLineSignIn(redirect);
