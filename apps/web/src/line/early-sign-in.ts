/**
 * Imported first by main.tsx (issue 34, slow 4G): on the LINE entry (/lineliff, /lineliff/:redirect,
 * /lineliff2) the sign-in — LIFF, then line-login — starts as this module is evaluated, before the
 * rest of the app's modules are, and before the first render. The entry page takes the attempt
 * when it mounts (line-sign-in.ts).
 */
import { entryRedirectOf, startLineSignIn } from './line-sign-in';

const redirect = entryRedirectOf(window.location.pathname);
if (redirect) startLineSignIn(redirect);
