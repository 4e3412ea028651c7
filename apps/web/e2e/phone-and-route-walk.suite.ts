// The browser suite 'phone-and-route-walk' (suites.ts), one jest file.
import { browserSuite } from './support.js';

await browserSuite('phone-and-route-walk');
