// The browser suite 'sign-in-and-registration' (suites.ts), one jest file.
import { browserSuite } from './support.js';

await browserSuite('sign-in-and-registration');
