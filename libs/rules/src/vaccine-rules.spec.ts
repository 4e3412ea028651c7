import {
  VACCINE_FAMILIES,
  VACCINE_MESSAGES,
  VACCINE_TYPES,
  ageAt,
  ageProblem,
  dosesToShow,
  isVaccineTypeQueryable,
  subdistrictParts,
  vaccineBookingProblem,
  vaccineCidProblem,
  vaccineTypeDoseNumber,
  registrationVaccineType,
  type AgeRuleEvent,
} from './vaccine-rules.js';
import { MESSAGES } from './messages.js';

describe('vaccine-rules', () => {
  const EVENT_DAY = '2026-06-15T09:00';
  const event = (over: Partial<AgeRuleEvent>): AgeRuleEvent => ({
    vaccineEventName: 'ไฟเซอร์ เข็ม 1',
    vaccineEventDT: EVENT_DAY,
    venueKind: 'general',
    vaccineFamily: 'pfizer',
    ...over,
  });
  /** The birth date whose `years`-th birthday is the event day, shifted by `days` (negative: born earlier). */
  const bornYearsBefore = (years: number, days = 0): string => {
    const d = new Date(Date.UTC(2026 - years, 5, 15 + days));
    return d.toISOString().slice(0, 10);
  };

  describe('ageAt (whole years at the event date)', () => {
    it.each([5, 12, 13, 18])('is %i on the birthday and one less the day before', (years) => {
      expect(ageAt(bornYearsBefore(years), EVENT_DAY)).toBe(years);
      // born one day later → the event day is the day before the birthday
      expect(ageAt(bornYearsBefore(years, 1), EVENT_DAY)).toBe(years - 1);
    });

    it('reaches a 29 February birthday on 1 March in a common year, and on 29 February in a leap year', () => {
      expect(ageAt('2012-02-29', '2024-02-28')).toBe(11);
      expect(ageAt('2012-02-29', '2024-02-29')).toBe(12);
      expect(ageAt('2012-02-29', '2025-02-28')).toBe(12);
      expect(ageAt('2013-02-28', '2025-02-28')).toBe(12);
      expect(ageAt('2014-02-28', '2026-02-27')).toBe(11);
      expect(ageAt('2014-02-28', '2026-02-28')).toBe(12);
      expect(ageAt('2008-02-29', '2026-02-28')).toBe(17);
      expect(ageAt('2008-02-29', '2026-03-01')).toBe(18);
    });
  });

  describe('ageProblem (§5 age rules)', () => {
    it('Pfizer at a general venue: 12 on the 12th birthday, refused the day before', () => {
      expect(ageProblem(event({}), bornYearsBefore(12), false)).toBeNull();
      const p = ageProblem(event({}), bornYearsBefore(12, 1), false);
      expect(p?.msg).toBe(VACCINE_MESSAGES.pfizerMinAge);
      expect(p?.desc).toBe(VACCINE_MESSAGES.ageDesc(11));
      expect(ageProblem(event({}), bornYearsBefore(13, 1), false)).toBeNull();
      expect(ageProblem(event({}), bornYearsBefore(13), false)).toBeNull();
    });

    it('AstraZeneca needs 18 on the event date', () => {
      const az = event({ vaccineFamily: 'astrazeneca', vaccineEventName: 'แอสตร้าเซนเนก้า เข็ม 1' });
      expect(ageProblem(az, bornYearsBefore(18), false)).toBeNull();
      expect(ageProblem(az, bornYearsBefore(18, 1), false)?.msg).toBe(VACCINE_MESSAGES.astraZenecaMinAge);
    });

    it('a child event (name contains 5-11) needs 5–11, or 5–12 when isKnow', () => {
      const child = event({ vaccineEventName: 'ไฟเซอร์เด็ก 5-11 ปี เข็ม 1' });
      expect(ageProblem(child, bornYearsBefore(5), false)).toBeNull();
      expect(ageProblem(child, bornYearsBefore(5, 1), false)?.msg).toBe(VACCINE_MESSAGES.childAge);
      expect(ageProblem(child, bornYearsBefore(12, 1), false)).toBeNull(); // 11, the day before the 12th birthday
      expect(ageProblem(child, bornYearsBefore(12), false)?.msg).toBe(VACCINE_MESSAGES.childAge);
      expect(ageProblem(child, bornYearsBefore(12), true)).toBeNull();
      expect(ageProblem(child, bornYearsBefore(13, 1), true)).toBeNull(); // 12 the day before the 13th
      expect(ageProblem(child, bornYearsBefore(13), true)?.msg).toBe(VACCINE_MESSAGES.childAgeKnow);
      expect(ageProblem(child, bornYearsBefore(5, 1), true)?.msg).toBe(VACCINE_MESSAGES.childAgeKnow);
    });

    it('a child event keeps its limits at a ward venue', () => {
      const child = event({ vaccineEventName: 'ไฟเซอร์เด็ก 5-11 ปี (หอผู้ป่วย)', venueKind: 'ward' });
      expect(ageProblem(child, bornYearsBefore(12), false)?.msg).toBe(VACCINE_MESSAGES.childAge);
      expect(ageProblem(child, bornYearsBefore(4), false)?.msg).toBe(VACCINE_MESSAGES.childAge);
    });

    it('a ward venue has no other age limit', () => {
      expect(ageProblem(event({ venueKind: 'ward' }), bornYearsBefore(3), false)).toBeNull();
      expect(ageProblem(event({ venueKind: 'ward', vaccineFamily: 'astrazeneca' }), bornYearsBefore(10), false)).toBeNull();
    });

    it('families without a rule (Moderna, HPV, influenza) have no age limit at a general venue', () => {
      for (const family of ['moderna', 'hpv', 'influenza', 'sinopharm']) {
        expect(ageProblem(event({ vaccineFamily: family }), bornYearsBefore(9), false)).toBeNull();
      }
    });

    it('handles a 29 February birthday at the 12th-birthday boundary in a common year', () => {
      const e = (day: string) => event({ vaccineEventDT: `${day}T09:00` });
      expect(ageProblem(e('2025-02-28'), '2013-02-28', false)).toBeNull();
      expect(ageProblem(e('2024-02-28'), '2012-02-29', false)?.msg).toBe(VACCINE_MESSAGES.pfizerMinAge);
      expect(ageProblem(e('2024-02-29'), '2012-02-29', false)).toBeNull();
      expect(ageProblem(e('2026-02-28'), '2014-02-28', false)).toBeNull();
    });
  });

  describe('vaccineBookingProblem (§5 check order)', () => {
    const now = new Date('2026-06-01T03:00:00Z');
    const valid = {
      titleKey: '1',
      titleName: 'เด็กชาย',
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      mobilePhone: '0812345678',
      addressNo: '12/3',
      birthDT: '2012-05-01',
      thSubdistrictKey: '103701',
      vaccineEventKey: 'EV1',
    };

    it('passes a complete form', () => {
      expect(vaccineBookingProblem(valid, true, now)).toBeNull();
    });

    it('reports the first failing field in the spec order, one at a time', () => {
      const order: Array<[keyof typeof valid | 'title', string]> = [
        ['title', VACCINE_MESSAGES.titleRequired],
        ['firstName', VACCINE_MESSAGES.firstNameRequired],
        ['lastName', VACCINE_MESSAGES.lastNameRequired],
        ['mobilePhone', VACCINE_MESSAGES.phoneRequired],
        ['addressNo', VACCINE_MESSAGES.addressNoRequired],
        ['birthDT', VACCINE_MESSAGES.birthDateInvalid],
        ['thSubdistrictKey', VACCINE_MESSAGES.subdistrictRequired],
        ['vaccineEventKey', VACCINE_MESSAGES.slotRequired],
      ];
      // Empty everything; filling the fields one by one in order walks the messages in order.
      const form: Record<string, string> = { titleKey: '', titleName: '', firstName: '', lastName: '', mobilePhone: '', addressNo: '', birthDT: '', thSubdistrictKey: '', vaccineEventKey: '' };
      for (const [field, message] of order) {
        expect(vaccineBookingProblem(form, true, now)).toBe(message);
        if (field === 'title') {
          form.titleKey = valid.titleKey;
          form.titleName = valid.titleName;
        } else form[field] = valid[field];
      }
      expect(vaccineBookingProblem(form, true, now)).toBeNull();
    });

    it('asks for the title only for new records', () => {
      const noTitle = { ...valid, titleKey: '', titleName: '' };
      expect(vaccineBookingProblem(noTitle, true, now)).toBe(VACCINE_MESSAGES.titleRequired);
      expect(vaccineBookingProblem(noTitle, false, now)).toBeNull();
    });

    it('refuses a phone that is not 10 digits and a birth date that does not exist', () => {
      expect(vaccineBookingProblem({ ...valid, mobilePhone: '08123' }, true, now)).toBe(VACCINE_MESSAGES.phoneInvalid);
      expect(vaccineBookingProblem({ ...valid, birthDT: '2013-02-29' }, true, now)).toBe(VACCINE_MESSAGES.birthDateInvalid);
      expect(vaccineBookingProblem({ ...valid, birthDT: '2012-02-29' }, true, now)).toBeNull();
      expect(vaccineBookingProblem({ ...valid, birthDT: '2026-06-02' }, true, now)).toBe(VACCINE_MESSAGES.birthDateInvalid);
      expect(vaccineBookingProblem({ ...valid, thSubdistrictKey: '1037' }, true, now)).toBe(VACCINE_MESSAGES.subdistrictRequired);
    });

    it('uses the registry-rules message for a national ID with a wrong check digit', () => {
      expect(vaccineCidProblem('1103702071811')).toBeNull();
      expect(vaccineCidProblem('1103702071812')).toBe(MESSAGES.nationalIdChecksum);
      expect(vaccineCidProblem('123')).toBe(VACCINE_MESSAGES.nationalIdInvalid);
    });
  });

  describe('dosesToShow (§2 vaccine queue tickets)', () => {
    const blank = {
      vaccineType: 'pz2',
      appointDT1: null, appointDT2: null, appointDT3: null, appointDT4: null, appointDT5: null, appointDT6: null,
      queueNumber1: null, queueNumber2: null, queueNumber3: null, queueNumber4: null, queueNumber5: null, queueNumber6: null,
      queueDate1: null, queueDate2: null, queueDate3: null, queueDate4: null, queueDate5: null, queueDate6: null,
      queueTime1: null, queueTime2: null, queueTime3: null, queueTime4: null, queueTime5: null, queueTime6: null,
      vaccineEventKey1: null, vaccineEventKey2: null, vaccineEventKey3: null, vaccineEventKey4: null,
    };

    it('shows the ticket of the dose the type names when that dose has a date', () => {
      const rec = { ...blank, queueDate2: '2026-06-15', queueTime2: '09:00', queueNumber2: 7, vaccineEventKey2: 'EV1' };
      expect(dosesToShow(rec)).toEqual([{ dose: 2, queueNumber: 7, queueDate: '2026-06-15', queueTime: '09:00', vaccineEventKey: 'EV1' }]);
    });

    it('shows nothing when the dose of the type has no date', () => {
      expect(dosesToShow({ ...blank, queueDate1: '2026-06-15', queueNumber1: 3 })).toEqual([]);
      expect(dosesToShow(blank)).toEqual([]);
    });

    it('shows no ticket for a dose whose number the type does not match', () => {
      const rec = { ...blank, vaccineType: 'pz3', queueDate1: '2026-05-01', queueDate2: '2026-05-20', queueDate3: '2026-06-15', queueNumber3: 4 };
      expect(dosesToShow(rec).map((t) => t.dose)).toEqual([3]);
    });

    it('reads the date from appointDT when queueDate is missing (admin edits)', () => {
      const rec = { ...blank, vaccineType: 'az4', appointDT4: '2026-06-20T13:30', queueNumber4: 9 };
      expect(dosesToShow(rec)).toEqual([{ dose: 4, queueNumber: 9, queueDate: '2026-06-20', queueTime: '13:30', vaccineEventKey: null }]);
    });

    it('shows doses 5 and 6, and uses a managed type dose number when given', () => {
      expect(dosesToShow({ ...blank, vaccineType: 'md6', queueDate6: '2026-07-01' }).map((t) => t.dose)).toEqual([6]);
      expect(dosesToShow({ ...blank, vaccineType: 'hpv-a', queueDate1: '2026-07-01' }, 1).map((t) => t.dose)).toEqual([1]);
      expect(dosesToShow({ ...blank, vaccineType: '', queueDate1: '2026-07-01' })).toEqual([]);
    });
  });

  describe('vaccine type codes (§3)', () => {
    it('seeds pz1–pz6, md2–md6, az1–az6, sp1, pc1–pc3 with their families and dose numbers', () => {
      const codes = VACCINE_TYPES.map((t) => t.code);
      expect(codes).toEqual(['pz1', 'pz2', 'pz3', 'pz4', 'pz5', 'pz6', 'md2', 'md3', 'md4', 'md5', 'md6', 'az1', 'az2', 'az3', 'az4', 'az5', 'az6', 'sp1', 'pc1', 'pc2', 'pc3']);
      expect(VACCINE_TYPES.find((t) => t.code === 'pc2')).toMatchObject({ family: 'pfizer', doseNumber: 2 });
      expect(VACCINE_TYPES.find((t) => t.code === 'az5')).toMatchObject({ family: 'astrazeneca', doseNumber: 5, forChildren: false });
      expect(VACCINE_TYPES.filter((t) => t.forChildren).map((t) => t.code)).toEqual(['pc1', 'pc2', 'pc3']);
      expect(VACCINE_TYPES.every((t) => t.disease === 'covid19')).toBe(true);
      expect(vaccineTypeDoseNumber('hpv2')).toBe(2);
      expect(vaccineTypeDoseNumber('flu')).toBeNull();
    });

    it('queries the event list only from 3 characters', () => {
      expect(isVaccineTypeQueryable('pz')).toBe(false);
      expect(isVaccineTypeQueryable('pz1')).toBe(true);
      expect(isVaccineTypeQueryable(null)).toBe(false);
    });

    it('splits a subdistrict key into district and province', () => {
      expect(subdistrictParts('103701')).toEqual({ thSubdistrictKey: '103701', thDistrictKey: '1037', thProvinceKey: '10' });
    });
  });

  describe('registrationVaccineType (/vaccinebooking2 entitlement)', () => {
    it('gives the next adult dose at 12+, the next child dose from 5 to 11', () => {
      expect(registrationVaccineType(40, 2)).toEqual({ vaccineType: 'pz3' });
      expect(registrationVaccineType(12, 0)).toEqual({ vaccineType: 'pz1' });
      expect(registrationVaccineType(11, 0)).toEqual({ vaccineType: 'pc1' });
      expect(registrationVaccineType(5, 2)).toEqual({ vaccineType: 'pc3' });
    });

    it('refuses under 5 and a complete series', () => {
      expect(registrationVaccineType(4, 0)).toEqual({ problem: VACCINE_MESSAGES.underFive });
      expect(registrationVaccineType(30, 6)).toEqual({ problem: VACCINE_MESSAGES.seriesComplete });
      expect(registrationVaccineType(8, 3)).toEqual({ problem: VACCINE_MESSAGES.seriesComplete });
    });

    it('checks the admin form without the slot', () => {
      const form = { titleKey: '001', firstName: 'ก', lastName: 'ข', mobilePhone: '0812345678', addressNo: '1', birthDT: '2012-01-01', thSubdistrictKey: '920101', vaccineEventKey: '' };
      expect(vaccineBookingProblem(form, true, new Date('2026-06-01T00:00:00Z'), false)).toBeNull();
      expect(vaccineBookingProblem(form, true, new Date('2026-06-01T00:00:00Z'))).toBe(VACCINE_MESSAGES.slotRequired);
    });
  });

  // Issue 18, "Tests that would notice": each limit at the limit and one past it.
  describe('vaccine rules at their edges', () => {
    const now = new Date('2026-06-01T03:00:00Z');
    const valid = { titleKey: '1', firstName: 'สมชาย', lastName: 'ใจดี', mobilePhone: '0812345678', addressNo: '12/3', birthDT: '2012-05-01', thSubdistrictKey: '103701', vaccineEventKey: 'EV1' };

    it('takes a phone of exactly 10 digits starting with 0, as text or as a number with spaces around', () => {
      expect(vaccineBookingProblem({ ...valid, mobilePhone: ' 0812345678 ' }, true, now)).toBeNull();
      for (const mobilePhone of ['08123456789', 'x0812345678', '081234567', '1812345678']) {
        expect(vaccineBookingProblem({ ...valid, mobilePhone }, true, now)).toBe(VACCINE_MESSAGES.phoneInvalid);
      }
      expect(vaccineBookingProblem({ ...valid, mobilePhone: 812345678 }, true, now)).toBe(VACCINE_MESSAGES.phoneInvalid);
      expect(vaccineBookingProblem({ ...valid, mobilePhone: {} }, true, now)).toBe(VACCINE_MESSAGES.phoneRequired);
    });

    it('takes a subdistrict of exactly six digits, a number too', () => {
      expect(vaccineBookingProblem({ ...valid, thSubdistrictKey: 103701 }, true, now)).toBeNull();
      for (const thSubdistrictKey of ['1037011', 'x103701', '10370']) {
        expect(vaccineBookingProblem({ ...valid, thSubdistrictKey }, true, now)).toBe(VACCINE_MESSAGES.subdistrictRequired);
      }
    });

    it('asks for a title only on a new record; a key or a name is enough', () => {
      expect(vaccineBookingProblem({ ...valid, titleKey: '' }, false, now)).toBeNull();
      expect(vaccineBookingProblem({ ...valid, titleKey: '', titleName: 'เด็กชาย' }, true, now)).toBeNull();
      expect(vaccineBookingProblem({ ...valid, titleKey: ' ' }, true, now)).toBe(VACCINE_MESSAGES.titleRequired);
    });

    it('refuses a national ID that is not text or is 14 digits', () => {
      expect(vaccineCidProblem('1103702071811')).toBeNull();
      expect(vaccineCidProblem(1103702071811)).toBe(VACCINE_MESSAGES.nationalIdInvalid);
      expect(vaccineCidProblem('11037020718110')).toBe(VACCINE_MESSAGES.nationalIdInvalid);
    });

    it('reads the dose of a type code: the seeded row, else all the trailing digits', () => {
      expect(vaccineTypeDoseNumber('md2')).toBe(2);
      expect(vaccineTypeDoseNumber('pc3')).toBe(3);
      expect(vaccineTypeDoseNumber('xx12')).toBe(12);
      expect(vaccineTypeDoseNumber('flu')).toBeNull();
      expect(vaccineTypeDoseNumber('')).toBeNull();
      expect(vaccineTypeDoseNumber(null)).toBeNull();
    });

    it('queries events from 3 characters, not 2, spaces not counted', () => {
      expect(isVaccineTypeQueryable('pz1')).toBe(true);
      expect(isVaccineTypeQueryable('pz')).toBe(false);
      expect(isVaccineTypeQueryable(' pz ')).toBe(false);
    });

    it('counts age in whole years: the day before the birthday is still the old age, in the month too', () => {
      expect(ageAt('2014-06-15', '2026-06-14')).toBe(11);
      expect(ageAt('2014-06-15', '2026-06-15')).toBe(12);
      expect(ageAt('2014-06-15', '2026-05-20')).toBe(11);
      expect(ageAt('2014-06-15', '2026-07-01')).toBe(12);
    });

    it('seeds the covid types with their brands and families', () => {
      const byCode = Object.fromEntries(VACCINE_TYPES.map((t) => [t.code, t]));
      expect(Object.keys(byCode)).toEqual(['pz1', 'pz2', 'pz3', 'pz4', 'pz5', 'pz6', 'md2', 'md3', 'md4', 'md5', 'md6', 'az1', 'az2', 'az3', 'az4', 'az5', 'az6', 'sp1', 'pc1', 'pc2', 'pc3']);
      expect(byCode.pz1).toEqual({ code: 'pz1', family: 'pfizer', brandName: 'Pfizer', doseNumber: 1, disease: 'covid19', forChildren: false });
      expect([byCode.md2.family, byCode.md2.brandName, byCode.az1.brandName, byCode.sp1.family, byCode.sp1.brandName]).toEqual(['moderna', 'Moderna', 'AstraZeneca', 'sinopharm', 'Sinopharm']);
      expect(byCode.pc1).toEqual({ code: 'pc1', family: 'pfizer', brandName: 'Pfizer (เด็ก 5-11 ปี)', doseNumber: 1, disease: 'covid19', forChildren: true });
      expect(VACCINE_FAMILIES).toEqual({ pfizer: 'Pfizer', moderna: 'Moderna', astrazeneca: 'AstraZeneca', sinopharm: 'Sinopharm', hpv: 'HPV', influenza: 'Influenza' });
    });
  });

  describe('vaccine queue tickets at their edges', () => {
    const blank = {
      vaccineType: 'pz4',
      appointDT1: null, appointDT2: null, appointDT3: null, appointDT4: null, appointDT5: null, appointDT6: null,
      queueNumber1: null, queueNumber2: null, queueNumber3: null, queueNumber4: null, queueNumber5: null, queueNumber6: null,
      queueDate1: null, queueDate2: null, queueDate3: null, queueDate4: null, queueDate5: null, queueDate6: null,
      queueTime1: null, queueTime2: null, queueTime3: null, queueTime4: null, queueTime5: null, queueTime6: null,
      vaccineEventKey1: null, vaccineEventKey2: null, vaccineEventKey3: null, vaccineEventKey4: null,
    };

    it('keeps the event of doses 1 to 4 (dose 4 included) and has none from dose 5', () => {
      expect(dosesToShow({ ...blank, queueDate4: '2026-06-15', vaccineEventKey4: 'EV4' })[0].vaccineEventKey).toBe('EV4');
      expect(dosesToShow({ ...blank, vaccineType: 'pz5', queueDate5: '2026-06-15', vaccineEventKey4: 'EV4' })[0].vaccineEventKey).toBeNull();
    });

    it('takes the time from the appointment only when it has one (16 characters)', () => {
      expect(dosesToShow({ ...blank, appointDT4: '2026-06-15T09:30' })[0]).toMatchObject({ queueDate: '2026-06-15', queueTime: '09:30' });
      expect(dosesToShow({ ...blank, appointDT4: '2026-06-15' })[0]).toMatchObject({ queueDate: '2026-06-15', queueTime: null });
    });
  });
});
