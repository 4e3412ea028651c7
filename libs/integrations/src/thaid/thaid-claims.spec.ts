import { readThaidClaims } from './thaid-claims.js';

describe('thaid-claims', () => {
  const complete = {
    sub: 'x',
    pid: '1920100456782',
    titleTh: 'นางสาว',
    given_name: 'กมลวรรณ',
    family_name: 'ศรีสุข',
    titleEn: 'Miss',
    given_name_en: 'Kamonwan',
    family_name_en: 'Srisuk',
    birthdate: '1996-07-25',
    address: { formatted: '12 ถนนพระรามหก ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง' },
    gender: 'female',
  };

  describe('readThaidClaims', () => {
    it('keeps ThaiD claim names and drops the rest', () => {
      const { sub: _sub, ...expected } = complete;
      expect(readThaidClaims(complete)).toEqual({ claims: expected });
    });

    it('converts a Buddhist-era birth year and a string address', () => {
      const read = readThaidClaims({ ...complete, birthdate: '2539-07-25', address: ' 12 ถนนพระรามหก ' });
      expect(read).toMatchObject({ claims: { birthdate: '1996-07-25', address: { formatted: '12 ถนนพระรามหก' } } });
    });

    it('keeps optional claims empty when ThaiD did not release them', () => {
      const { titleEn: _t, given_name_en: _g, family_name_en: _f, address: _a, ...rest } = complete;
      expect(readThaidClaims(rest)).toMatchObject({ claims: { titleEn: '', given_name_en: '', address: { formatted: '' } } });
    });

    it('lists what is missing or malformed', () => {
      expect(readThaidClaims({ ...complete, pid: '1920100456781', birthdate: '1996-02-30', gender: 'x', given_name: '' })).toEqual({
        missing: ['pid', 'given_name', 'birthdate', 'gender'],
      });
    });
  });
});
