/** Issue 30 item 2: declared in libs/contracts (input/deactivation.ts) beside DeactivateBody; rules re-exports them. */
export { DEACTIVATE_MESSAGES, deactivateProblem } from '@hospital/contracts';
