import { JOB_NAMES } from '@hospital/contracts';
import { ACCESS_LOG_READ_ACTIONS, ACCESS_LOG_WORDS, accessLogCountText, accessLogRole, accessLogWords } from './access-log.js';
import { AUDIT_ACTIONS } from './report-audit.js';

describe('access-log', () => {
  describe('issue 15 item 4: the access log in words a patient reads', () => {
    it('names every staff-access action of the audit log, in Thai, with where it happened', () => {
      const patientActions = AUDIT_ACTIONS.filter((a) => a !== 'signIn');
      expect(Object.keys(ACCESS_LOG_WORDS).sort()).toEqual([...patientActions].sort());
      for (const action of patientActions) {
        const words = accessLogWords(action);
        expect(words.action).toMatch(/[\u0E00-\u0E7F]/);
        expect(words.where).toMatch(/[\u0E00-\u0E7F]/);
        expect(words.action).not.toContain(action);
      }
      expect(JOB_NAMES).toContain('audit.patientAccess');
    });

    it('reads an unknown action as plain words, never a code', () => {
      expect(accessLogWords('something.new')).toEqual({ action: 'เข้าถึงข้อมูลของคุณ', where: 'ระบบของโรงพยาบาล' });
    });

    it('names the role in Thai', () => {
      expect(accessLogRole('Nurse')).toBe('พยาบาล');
      expect(accessLogRole('Medrec')).toBe('เจ้าหน้าที่เวชระเบียน');
      expect(accessLogRole('N_DOCTOR')).toBe('แพทย์โรงพยาบาลเครือข่าย');
      expect(accessLogRole('N_PHARMACIST')).toBe('เจ้าหน้าที่โรงพยาบาลเครือข่าย');
      expect(accessLogRole(null)).toBe('ผู้ใช้งานอื่น (เช่น ผู้ปกครอง)');
      expect(accessLogRole(null, false)).toBe('เจ้าหน้าที่ของโรงพยาบาล');
    });
  });

  describe('issue 35 item 2: a grouped line in words', () => {
    it("says 'ดู 12 ครั้ง · 09:00–09:04' in Bangkok time, one time when the reads share a minute, nothing for one read", () => {
      expect(accessLogCountText(12, '2026-12-01T02:00:10Z', '2026-12-01T02:04:50Z')).toBe('ดู 12 ครั้ง · 09:00–09:04');
      expect(accessLogCountText(2, '2026-12-01T02:00:10Z', '2026-12-01T02:00:50Z')).toBe('ดู 2 ครั้ง · 09:00');
      expect(accessLogCountText(1, '2026-12-01T02:00:10Z', '2026-12-01T02:00:10Z')).toBe('');
    });

    it('groups only reads: every change stands alone', () => {
      expect(ACCESS_LOG_READ_ACTIONS).toEqual(['profile.read', 'tele.read', 'file.read', 'visit.read', 'records.read']);
    });
  });
});
