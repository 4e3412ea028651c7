// care-services §4: the LINE text of each move says what happened and what to do next.
import { FLOW_STATUSES, TELE_MESSAGES } from '@hospital/rules';
import { flowPushText, flowSuccessMessage, formatBaht } from './flow-messages.js';

const base = { appointText: '4 มีนาคม 2574 08:01 น.', paymentUrl: 'https://care.example/payment/abc', videoUrl: 'https://care.example/vdocall/abc?t=signed', costTotal: 1234.5, paymentMsg: 'สลิปไม่ชัด', trackingNumbers: ['EF123456789TH'] };

it('formats baht with grouped digits and satang', () => {
  expect([formatBaht(0), formatBaht(40), formatBaht(1234.5), formatBaht(1234567.899), formatBaht(0.1 + 0.2)]).toEqual(['0.00', '40.00', '1,234.50', '1,234,567.90', '0.30']);
});

it('names the appointment in every message, and the move-specific facts', () => {
  for (const to of FLOW_STATUSES) expect(flowPushText({ ...base, to })).toContain(base.appointText);
  expect(flowPushText({ ...base, to: -3 })).toContain('1,234.50 บาท');
  expect(flowPushText({ ...base, to: -3 })).toContain(base.paymentUrl);
  expect(flowPushText({ ...base, to: 3 })).toContain(base.paymentUrl);
  expect(flowPushText({ ...base, to: 1 })).toContain(base.videoUrl);
  expect(flowPushText({ ...base, to: 2 })).toContain(base.videoUrl);
  expect(flowPushText({ ...base, to: -5 })).toContain('สลิปไม่ชัด');
  expect(flowPushText({ ...base, to: -5 })).toContain(base.paymentUrl);
  expect(flowPushText({ ...base, to: 6 })).toContain('EF123456789TH');
  expect(new Set(FLOW_STATUSES.map((to) => flowPushText({ ...base, to }))).size).toBe(FLOW_STATUSES.length);
});

it('answers the §8 success text of each move', () => {
  expect(flowSuccessMessage(-3)).toBe(TELE_MESSAGES.costsNotified);
  expect(flowSuccessMessage(6)).toBe(TELE_MESSAGES.trackingSaved);
  expect([flowSuccessMessage(4), flowSuccessMessage(7)]).toEqual([TELE_MESSAGES.saved, TELE_MESSAGES.saved]);
  expect([1, 2, 3, 5, -5].map((to) => flowSuccessMessage(to as 1))).toEqual(Array(5).fill(TELE_MESSAGES.patientNotified));
});
