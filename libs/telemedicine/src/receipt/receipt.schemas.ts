import { nameSchemas } from '@hospital/core';
import { ReceiptCodeParam, ReceiptVerifyAnswer } from '@hospital/contracts';

/** Issue 32 item 7: GET /api/v1/receipts/verify/{code}'s schemas, declared once in libs/contracts (receipt-calls.ts). */
export { ReceiptCodeParam, ReceiptVerifyAnswer };

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ ReceiptVerifyAnswer });
