import { PEOPLE_MESSAGES } from '@hospital/contracts';
import { CAREGIVER_RELATIONS, RELATION_LABELS } from '@hospital/contracts';
import { addPersonProblems, wholeYearsOn, caregiverAgeProblem, caregiverRelationLabel, caregiverRelationLine } from './caregiving.js';
import { MESSAGES } from './messages.js';

describe('caregiving', () => {
  // Noon in Bangkok on 21 Nov 2026 (05:00 UTC).
  const NOW = new Date('2026-11-21T05:00:00Z');
  const child = { relation: 'child', idCard: '1103702071811', firstName: 'ต้นกล้า', lastName: 'ใจดี', birthDate: '2016-05-01', phone: '' };

  describe('issue 33: the age rule at the 20th birthday', () => {
    it('counts whole years; 29 February comes on 1 March', () => {
      expect(wholeYearsOn('2006-11-21', '2026-11-21')).toBe(20);
      expect(wholeYearsOn('2006-11-22', '2026-11-21')).toBe(19);
      expect(wholeYearsOn('2008-02-29', '2028-02-28')).toBe(19);
      expect(wholeYearsOn('2008-02-29', '2028-03-01')).toBe(20);
    });

    it('a child the day before the 20th birthday is a child; on the birthday, an adult', () => {
      expect(caregiverAgeProblem('child', '2006-11-22', NOW)).toBeNull();
      expect(caregiverAgeProblem('child', '2006-11-21', NOW)).toBe(PEOPLE_MESSAGES.childTooOld);
      expect(caregiverAgeProblem('parent', '2006-11-21', NOW)).toBeNull();
      expect(caregiverAgeProblem('spouse', '2006-11-22', NOW)).toBe(PEOPLE_MESSAGES.adultTooYoung);
    });
  });

  describe('issue 33: every problem of the add form at once', () => {
    it('passes a complete child (phone may be empty)', () => {
      expect(addPersonProblems(child, NOW)).toEqual([]);
    });

    it('names each field that is wrong', () => {
      const problems = addPersonProblems({ relation: '', idCard: '1103702071812', firstName: ' ', lastName: '', birthDate: '', phone: '08' }, NOW);
      expect(problems.map((p) => p.field)).toEqual(['relation', 'idCard', 'firstName', 'lastName', 'birthDate', 'phone']);
      expect(problems.find((p) => p.field === 'idCard')?.message).toBe(MESSAGES.nationalIdChecksum);
    });

    it('names are at most 100 characters: 100 passes, 101 is refused', () => {
      expect(addPersonProblems({ ...child, firstName: 'ก'.repeat(100) }, NOW)).toEqual([]);
      expect(addPersonProblems({ ...child, lastName: 'ก'.repeat(101) }, NOW)).toEqual([{ field: 'lastName', message: 'นามสกุลยาวเกิน 100 ตัวอักษร' }]);
    });

    it('puts the age rule on the birth date', () => {
      expect(addPersonProblems({ ...child, birthDate: '2000-01-01' }, NOW)).toEqual([{ field: 'birthDate', message: PEOPLE_MESSAGES.childTooOld }]);
    });
  });

  describe("issue 33 item 4: 'ผู้ที่ดูแลฉัน' names the caregiver's relation to the person", () => {
    it('turns the link round: a child is looked after by a parent or guardian, a parent by their child', () => {
      expect(caregiverRelationLabel('child')).toBe('บิดา มารดา หรือผู้ปกครอง');
      expect(caregiverRelationLabel('parent')).toBe('บุตร');
      expect(caregiverRelationLabel('spouse')).toBe('คู่สมรส');
      expect(caregiverRelationLabel('other')).toBe('อื่น ๆ');
      // never the person's own relation read back to them (the mistake of the first /privacy)
      expect(caregiverRelationLabel('child')).not.toBe(RELATION_LABELS.child);
      expect(caregiverRelationLabel('parent')).not.toBe(RELATION_LABELS.parent);
      for (const r of CAREGIVER_RELATIONS) expect(caregiverRelationLabel(r)).toMatch(/[\u0E00-\u0E7F]/);
    });

    it('reads as a line to the person, or to the caregiver reading a child\'s page', () => {
      expect(caregiverRelationLine('child')).toBe('ความสัมพันธ์: เป็นบิดา มารดา หรือผู้ปกครองของท่าน');
      expect(caregiverRelationLine('parent')).toBe('ความสัมพันธ์: เป็นบุตรของท่าน');
      expect(caregiverRelationLine('child', 'caregiver')).toBe('ความสัมพันธ์: เป็นบิดา มารดา หรือผู้ปกครองของผู้นี้');
      expect(caregiverRelationLine('other')).toBe('ความสัมพันธ์: อื่น ๆ');
    });
  });
});
