// The browser suite 'patient-journeys' (suites.ts), one jest file.
import { browserSuite } from './support.js';

await browserSuite('patient-journeys');
