// Issue 33 item 4: what staff read when a caregiver booked for the person.
import { bookedByText } from './booked-by.js';
import { accessLogCaregiver } from './access-log.js';

describe('booked-by', () => {
  describe('bookedByText', () => {
    it("names the caregiver and their phone; without a phone, the name alone; nobody: ''", () => {
      expect(bookedByText({ fullName: 'นางสมใจ ใจดี', phone: '0812345678' })).toBe('จองโดยผู้ดูแล: นางสมใจ ใจดี 0812345678');
      expect(bookedByText({ fullName: 'นางสมใจ ใจดี', phone: null })).toBe('จองโดยผู้ดูแล: นางสมใจ ใจดี');
      expect(bookedByText(null)).toBe('');
    });
  });

  describe('accessLogCaregiver', () => {
    it("reads 'คุณ <name> (ผู้ดูแล)' in the person's access log", () => {
      expect(accessLogCaregiver('นางสมใจ ใจดี')).toBe('คุณ นางสมใจ ใจดี (ผู้ดูแล)');
    });
  });
});
