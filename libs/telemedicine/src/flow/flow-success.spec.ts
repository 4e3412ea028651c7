// care-services §8: the answer's text after each flowStatus move (the LINE texts are the notifications module's).
import { TELE_MESSAGES } from '@hospital/rules';
import { flowSuccessMessage } from './flow-success.js';

describe('flow-success', () => {
  it('answers the §8 success text of each move', () => {
    expect(flowSuccessMessage(-3)).toBe(TELE_MESSAGES.costsNotified);
    expect(flowSuccessMessage(6)).toBe(TELE_MESSAGES.trackingSaved);
    expect([flowSuccessMessage(4), flowSuccessMessage(7)]).toEqual([TELE_MESSAGES.saved, TELE_MESSAGES.saved]);
    expect([1, 2, 3, 5, -5].map((to) => flowSuccessMessage(to as 1))).toEqual(Array(5).fill(TELE_MESSAGES.patientNotified));
  });
});
