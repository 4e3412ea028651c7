export * from './roles.js';
export * from './session.js';
export * from './jobs.js';
export * from './chat.js'; // issue 31: postback actions, chat topics, appointment sources
export * from './line-webhook-calls.js'; // issue 31 item 1: LINE's webhook body, its events
export * from './line-calls.js'; // issue 31 item 5: a person's LINE messages and status, the month's usage
export * from './realtime.js';
export * from './health-calls.js'; // issue 30 item 2: health, configuration and LIFF settings, their types inferred
export * from './lookups.js';
export * from './liff.js';
export * from './identity.js';
export * from './patients.js';
export * from './tele.js';
export * from './bookings.js';
export * from './records.js';
export * from './vaccines.js';
export * from './events.js';
export * from './reports.js';
export * from './tracking.js'; // issue 14 item 3: parcel events of a case
export * from './sla.js'; // issue 14 items 1-2: SLA settings and breaches
export * from './privacy.js';
export * from './call-schemas.js'; // issue 30 item 3: answers declared once as zod schemas, their types inferred
export * from './identity-calls.js'; // issue 30 item 2: the sign-in and deactivation calls' schemas
export * from './tele-calls.js';
export * from './bookings-calls.js'; // issue 30 item 2: the bookings calls' schemas
export * from './booking-check-in-calls.js'; // issue 32 item 5: QR check-in, the queue order
export * from './appointments-calls.js'; // issue 32 items 2 and 4: reschedule, Admin's appointment settings
export * from './earlier-offers-calls.js'; // issue 32 item 3: earlier-slot offers' opt-in and Admin's figures
export * from './calendar-calls.js';
export * from './tracking-calls.js'; // issue 30 item 2: parcel tracking's answer
export * from './lookups-calls.js';
export * from './vaccines-calls.js';
export * from './privacy-calls.js';
export * from './people-calls.js'; // issue 33: family and caregivers (X-Acting-For)
export * from './booked-by-calls.js'; // issue 33 item 4: 'จองโดยผู้ดูแล' on the case and the booking
export * from './records-calls.js';
export * from './report-calls.js'; // issue 30 item 2: the reports', audit log's and record images' answers
export * from './payment-calls.js'; // issue 30 item 2: the money path's answers
export * from './reminders-calls.js'; // issue 31 item 4: Admin's reminder rules per appointment kind
export * from './receipt-calls.js'; // issue 32 item 7: the e-Receipt's public check
export * from './sla-calls.js'; // issue 30 item 2: Admin's SLA answers
export * from './doctor-panel-calls.js'; // issue 35 item 1: the doctor's panel beside the video
export * from './input/index.js'; // issue 30 item 2: the messages, limits and field helpers of the call schemas
