// The unit tests of libs/rules, one jest file: see test/domain-suite.ts.
import { importSuite } from '../../../test/domain-suite.js';

await importSuite(import.meta.dirname);
