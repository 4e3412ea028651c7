/**
 * Issue 30 item 2: what a call's schema needs besides zod — the spec's messages and limits it
 * names, the date bounds, and the field helpers (`text`, `intLike`, …) over zod with the Thai
 * default message. Moved here from libs/rules and libs/core (which re-export them) so the call
 * schemas can be declared in contracts without contracts importing rules (rules imports contracts).
 */
export * from './messages.js';
export * from './tele-messages.js';
export * from './booking-messages.js';
export * from './reminder-messages.js'; // issue 31 item 4: reminder rules' limits and messages
export * from './appointment-messages.js'; // issue 32 items 2 and 4: reschedule, the horizon, a fair share
export * from './consent-messages.js';
export * from './clinical-messages.js';
export * from './date-bounds.js';
export * from './tele-service.js';
export * from './deactivation.js';
export * from './zod-thai.js';
export * from './fields.js';
export * from './signature.js';
export * from './text-limits.js'; // issue 35 item 2: the patient forms' text limits, the too-long message
