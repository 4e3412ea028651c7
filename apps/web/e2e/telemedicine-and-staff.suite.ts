// The browser suite 'telemedicine-and-staff' (suites.ts), one jest file.
import { browserSuite } from './support.js';

await browserSuite('telemedicine-and-staff');
