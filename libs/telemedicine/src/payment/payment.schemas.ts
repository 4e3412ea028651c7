import { SlipChecksAnswer, TelePaymentAnswer } from '@hospital/contracts';
import { nameSchemas } from '@hospital/core';

/** TelePaymentResponse (issue 13 item 3) and SlipChecksResponse (item 5): declared once in contracts (payment-calls.ts). */
export { TelePaymentAnswer, SlipChecksAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TelePaymentAnswer, SlipChecksAnswer });
