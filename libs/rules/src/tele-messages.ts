/** Issue 30 item 2: declared in libs/contracts (input/tele-messages.ts) beside the call schemas that name them; rules re-exports them. */
export { TELE_MESSAGES } from '@hospital/contracts';
