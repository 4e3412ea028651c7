export * from './roles.js';
export * from './session.js';
export * from './jobs.js';
export * from './realtime.js';
export * from './health.js';
export * from './lookups.js';
export * from './liff.js';
export * from './identity.js';
export * from './patients.js';
export * from './tele.js';
export * from './payment.js';
export * from './bookings.js';
export * from './records.js';
export * from './vaccines.js';
export * from './events.js';
export * from './reports.js';
export * from './tracking.js'; // issue 14 item 3: parcel events of a case
export * from './sla.js'; // issue 14 items 1-2: SLA settings and breaches
export * from './privacy.js';
export * from './call-schemas.js'; // issue 30 item 3: answers declared once as zod schemas, their types inferred
