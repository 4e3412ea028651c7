import { queueOrderSql } from './booking-queue-order.js';

describe('booking-queue-order', () => {
  describe('queueOrderSql', () => {
    it("orders as compareQueue: by appointment the number, by arrival the arrived first in their order, then the number", () => {
      expect(queueOrderSql('appointment')).toBe('b.booking_number');
      expect(queueOrderSql('arrival', 'o')).toBe('(o.arrived_at IS NULL), o.arrived_at, o.booking_number');
    });
  });
});
