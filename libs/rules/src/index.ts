export * from './messages.js';
export * from './national-id.js';
export * from './login.js';
export * from './thai-date.js';
export * from './roles.js';
export * from './registration.js';
export * from './profile.js';
export * from './consent.js';
export * from './liff.js';
export * from './his-person.js';
export * from './calendar.js';
export * from './substitute-holidays.js'; // issue 35 item 2: วันหยุดชดเชย
export * from './tele-messages.js';
export * from './tele-flow.js';
export * from './tracking-number.js'; // issue 28 item 5
export * from './tele-service.js';
export * from './tele-files.js';
export * from './tele-consult.js';
export * from './tele-booking.js';
export * from './tele-edit.js';
export * from './tele-board.js';
export * from './service-types.js';
export * from './video.js';
export * from './vaccine-rules.js';
export * from './vaccine-forms.js';
export * from './booking.js';
export * from './booking-card.js';
export * from './latest-save.js';
export * from './record-images.js';
export * from './deactivation.js';
export * from './patient-search.js';
export * from './clinical-records.js';
export * from './visit-abbreviations.js'; // issue 35 item 3: plain Thai in the treatment history
export * from './report.js';
export * from './payment.js';
export * from './queue.js';
export * from './served-undo.js'; // issue 35 item 2: 'รับบริการแล้ว' undone within a minute
export * from './check-in.js'; // issue 32 item 5: QR check-in, arrival order, no-shows
export * from './patient-home.js';
export * from './sla.js';
export * from './access-log.js'; // issue 15 item 4
export * from './consent-purposes.js'; // issue 15 items 1-2
export * from './error-titles.js'; // issue 16 item 13
export * from './photo-quality.js'; // issue 16 items 9-10
export * from './doctor-panel.js'; // issue 35 item 1: the doctor's panel beside the video
export * from './profile-required.js'; export * from './profile-errors.js'; export * from './thaid-profile.js'; // issue 16 items 1-2
export * from './date-bounds.js'; // issue 28 item 4
export * from './file-sniff.js'; // issue 28 item 1
export * from './chat-words.js'; // issue 31 item 2: what a patient may ask the LINE chat in words
export * from './reminders.js'; // issue 31 item 4: reminder lead times per appointment kind
export * from './appointment-limits.js'; // issue 32 item 4: the booking horizon, a fair share of slots
export * from './reschedule.js'; // issue 32 item 2: reschedule instead of cancel
export * from './receipt.js'; // issue 32 item 7: the e-Receipt (amount in Thai words, fiscal year, number)
export * from './appointment-ics.js'; // issue 32 item 6: an appointment as an .ics file (RFC 5545)
export * from './appointment-calendar.js'; // issue 32 item 6: what each appointment's calendar event says
export * from './form-limits.js'; export * from './field-problems.js'; // issue 35 item 2: text limits and counters, the refused field named
export * from './thai-time-input.js'; // issue 35 item 2: 24-hour time inputs, Buddhist-era date-and-time inputs
export * from './caregiving.js'; // issue 33 item 1: adding a person I look after (the age rule)
export * from './booked-by.js'; // issue 33 item 4: 'จองโดยผู้ดูแล' on the case and the booking
