import { SERVED_UNDO_MESSAGES, SERVED_UNDO_SECONDS, servedUndoProblem, servedUndoSecondsLeft } from './served-undo.js';

describe('served-undo', () => {
  // Issue 35 item 2: the minute in which 'รับบริการแล้ว' can be undone, at the limit and one past it.
  describe('undoing a served mark', () => {
    const at = new Date('2026-12-07T02:00:00.000Z');
    const after = (ms: number) => new Date(at.getTime() + ms);

    it('is a minute', () => expect(SERVED_UNDO_SECONDS).toBe(60));

    it('undoes at the mark, at 60 s and through second 60; not at 61 s', () => {
      expect(servedUndoProblem(at, at)).toBeNull();
      expect(servedUndoProblem(at, after(60_000))).toBeNull();
      expect(servedUndoProblem(at.toISOString(), after(60_999))).toBeNull();
      expect(servedUndoProblem(at, after(61_000))).toBe(SERVED_UNDO_MESSAGES.tooLate);
      expect(servedUndoProblem(at, after(3_600_000))).toBe(SERVED_UNDO_MESSAGES.tooLate);
    });

    it('refuses a booking that is not served', () => {
      expect(servedUndoProblem(null, at)).toBe(SERVED_UNDO_MESSAGES.notServed);
      expect(servedUndoProblem(undefined, at)).toBe(SERVED_UNDO_MESSAGES.notServed);
    });

    it('counts the button down from 60 to 0, then −1 (gone)', () => {
      expect(servedUndoSecondsLeft(at, at)).toBe(60);
      expect(servedUndoSecondsLeft(at, after(1_500))).toBe(59);
      expect(servedUndoSecondsLeft(at, after(60_000))).toBe(0);
      expect(servedUndoSecondsLeft(at, after(61_000))).toBe(-1);
      expect(servedUndoSecondsLeft(at, after(-5_000))).toBe(60); // a clock a little behind the server's
    });

    it('says so in Thai', () => {
      expect(SERVED_UNDO_MESSAGES.tooLate).toMatch(/[ก-๙]/);
      expect(SERVED_UNDO_MESSAGES.notServed).toMatch(/[ก-๙]/);
    });
  });
});
