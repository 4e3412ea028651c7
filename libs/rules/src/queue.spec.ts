// Issue 13 item 6: the median handling time and the estimate, at their limits.
import {
  QUEUE_MIN_SAMPLES,
  boardWaitText,
  QUEUE_TELE_SERVICE_TYPES,
  etaMinutes,
  handlingMinutes,
  isQueueTeleServiceType,
  isWaitingBooking,
  isWaitingFlowStatus,
  median,
  queueEtaText,
  queuePlaceText,
} from './queue.js';

describe('queue', () => {
  describe('median', () => {
    it('has none for an empty history', () => {
      expect(median([])).toBeNull();
    });
    it('is the one sample of a history of one', () => {
      expect(median([17])).toBe(17);
    });
    it('is the middle of an odd count, whatever the order', () => {
      expect(median([30, 10, 20])).toBe(20);
    });
    it('is the mean of the middle two of an even count', () => {
      expect(median([40, 10, 20, 30])).toBe(25);
      expect(median([1, 2])).toBe(1.5);
    });
    it('leaves out what is not a number', () => {
      expect(median([Number.NaN, 5, Number.POSITIVE_INFINITY])).toBe(5);
    });
  });

  describe('minutes per patient', () => {
    const samples = (n: number) => Array.from({ length: n }, (_, i) => 20 + i);
    it('uses the default below the minimum number of samples, and the median at it', () => {
      expect(QUEUE_MIN_SAMPLES).toBe(5);
      expect(handlingMinutes([], 15)).toBe(15);
      expect(handlingMinutes([3], 15)).toBe(15);
      expect(handlingMinutes(samples(QUEUE_MIN_SAMPLES - 1), 15)).toBe(15);
      expect(handlingMinutes(samples(QUEUE_MIN_SAMPLES), 15)).toBe(22); // 20..24
      expect(handlingMinutes(samples(QUEUE_MIN_SAMPLES + 1), 15)).toBe(22.5); // 20..25, even count
    });
    it('does not count negative times (a clock step) as samples', () => {
      expect(handlingMinutes([-1, 10, 10, 10, 10], 15)).toBe(15);
    });
  });

  describe('the estimate', () => {
    it('is nothing for the next patient, and (place − 1) × median after', () => {
      expect(etaMinutes(1, 12.5)).toBe(0);
      expect(etaMinutes(2, 12.5)).toBe(13);
      expect(etaMinutes(3, 12.5)).toBe(25);
      expect(etaMinutes(6, 5)).toBe(25);
    });
    it('is never negative or not a number', () => {
      expect(etaMinutes(0, 10)).toBe(0);
      expect(etaMinutes(3, 0)).toBe(0);
      expect(etaMinutes(3, Number.NaN)).toBe(0);
    });
    it('reads in Thai', () => {
      expect(queuePlaceText(3)).toBe('คิวที่ 3');
      expect(queueEtaText(25)).toBe('ประมาณ 25 นาที');
      expect(queueEtaText(0)).toBe('ถึงคิวของท่านแล้ว');
    });
  });

  describe('who is in a queue', () => {
    it('video visits 1, 5 and consultations 3 share one queue; refills (2) have none', () => {
      expect(QUEUE_TELE_SERVICE_TYPES).toEqual([1, 3, 5]);
      expect([1, 2, 3, 5].map(isQueueTeleServiceType)).toEqual([true, false, true, true]);
    });
    it('waits in 0, 1, 2 and no longer from 3 or −3', () => {
      expect([0, 1, 2, 3, -3, 4, -5, 5, 6, 7].filter(isWaitingFlowStatus)).toEqual([0, 1, 2]);
    });
    it('a booking waits while pending or confirmed and not served', () => {
      expect(isWaitingBooking(0, null)).toBe(true);
      expect(isWaitingBooking(1, null)).toBe(true);
      expect(isWaitingBooking(1, new Date())).toBe(false);
      expect(isWaitingBooking(-1, null)).toBe(false);
    });
  });

  // Issue 32 item 1: the clinic board's badge beside the ticket number is no second 'คิวที่'.
  it("the clinic board's badge: 'ถึงคิวแล้ว' first in the queue, else how many are ahead", () => {
    expect(boardWaitText(1)).toBe('ถึงคิวแล้ว');
    expect(boardWaitText(2)).toBe('รออีก 1 คิว');
    expect(boardWaitText(5)).toBe('รออีก 4 คิว');
  });
});
