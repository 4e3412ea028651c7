import { OptionListAnswer } from '@hospital/contracts';
import { nameSchemas } from '@hospital/core';

/** Every MOPH code list answers {data: [{label, value}]} (accounts §7): the option list declared once in libs/contracts (lookups-calls.ts, issue 30 item 2). */
export const CodeListAnswer = OptionListAnswer.meta({ description: 'a MOPH code list' });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ CodeListAnswer });
