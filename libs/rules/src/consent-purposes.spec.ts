import { CONSENT_PURPOSES } from '@hospital/contracts';
import { CONSENT_PURPOSE_INFO, duePurposes, isConsentPurpose, isWithdrawable, type PurposeUse } from './consent-purposes.js';

describe('consent-purposes', () => {
  // Issue 15 items 1–2: the purpose catalogue and "asked again before going on".
  const use = (purpose: PurposeUse['purpose'], o: Partial<PurposeUse> = {}): PurposeUse => ({ purpose, hasRecord: false, withdrawn: false, agreedCurrent: false, ...o });

  describe('the consent purposes', () => {
    it('has a Thai title for every purpose; only network sharing and LINE messages may be withdrawn', () => {
      for (const p of CONSENT_PURPOSES) expect(CONSENT_PURPOSE_INFO[p].title).toMatch(/[ก-๙]/);
      expect(CONSENT_PURPOSES.filter(isWithdrawable)).toEqual(['network_sharing', 'line_messages']);
    });

    it('says what a withdrawal means exactly where one is possible', () => {
      for (const p of CONSENT_PURPOSES) expect(CONSENT_PURPOSE_INFO[p].withdrawalMeans !== null).toBe(isWithdrawable(p));
      expect(CONSENT_PURPOSE_INFO.line_messages.withdrawalMeans).toContain('LINE');
      expect(CONSENT_PURPOSE_INFO.network_sharing.withdrawalMeans).toContain('โรงพยาบาลเครือข่าย');
    });

    it('knows its purposes and nothing else', () => {
      expect(isConsentPurpose('line_messages')).toBe(true);
      expect(isConsentPurpose('marketing')).toBe(false);
      expect(isConsentPurpose(undefined)).toBe(false);
    });
  });

  describe('duePurposes', () => {
    it('asks every patient for the registration text in force, with or without a row', () => {
      expect(duePurposes(true, [use('registration')])).toEqual(['registration']);
      expect(duePurposes(true, [use('registration', { hasRecord: true })])).toEqual(['registration']);
      expect(duePurposes(true, [use('registration', { hasRecord: true, agreedCurrent: true })])).toEqual([]);
    });

    it('asks again for a purpose agreed to in an older version, never for one not used', () => {
      expect(duePurposes(true, [use('telemedicine')])).toEqual([]);
      expect(duePurposes(true, [use('telemedicine', { hasRecord: true })])).toEqual(['telemedicine']);
      expect(duePurposes(true, [use('line_messages', { hasRecord: true })])).toEqual(['line_messages']);
    });

    it('does not ask again for a withdrawn purpose, nor for the per-booking vaccine consent', () => {
      expect(duePurposes(true, [use('network_sharing', { hasRecord: true, withdrawn: true })])).toEqual([]);
      expect(duePurposes(true, [use('vaccine_child', { hasRecord: true })])).toEqual([]);
    });

    it('never asks staff', () => {
      expect(duePurposes(false, [use('registration'), use('telemedicine', { hasRecord: true })])).toEqual([]);
    });
  });
});
