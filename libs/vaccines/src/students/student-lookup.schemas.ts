import { StudentLookupAnswer } from '@hospital/contracts';
import { nameSchemas } from '@hospital/core';

/** §3 Student vaccine record and §4's lookup answer: declared once in libs/contracts (vaccines-calls.ts). */
export { StudentLookupAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ StudentLookupAnswer });
