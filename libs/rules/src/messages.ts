/** Issue 30 item 2: the spec's messages live in libs/contracts (input/messages.ts), where the call schemas that name them are declared; rules re-exports them. */
export { MESSAGES } from '@hospital/contracts';
