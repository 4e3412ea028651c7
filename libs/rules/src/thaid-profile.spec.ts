import { parseThaiAddress, titleLabelFromThaid } from './thaid-profile.js';

describe('thaid-profile', () => {
  // Issue 16 item 2: ThaiD's title and address line as our fields.
  describe('ThaiD claims as profile fields', () => {
    it('reads the title in full and abbreviated', () => {
      expect(titleLabelFromThaid('นางสาว')).toBe('นางสาว');
      expect(titleLabelFromThaid('น.ส.')).toBe('นางสาว');
      expect(titleLabelFromThaid(' ด.ช. ')).toBe('เด็กชาย');
      expect(titleLabelFromThaid('')).toBe('');
      expect(titleLabelFromThaid(undefined)).toBe('');
    });

    it('splits an address line into house no., moo, soi, road, sub-district, district, province, postcode', () => {
      expect(parseThaiAddress('12 ถนนพระรามหก ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง')).toEqual({
        houseNo: '12', moo: '', soi: '', road: 'พระรามหก', subDistrict: 'ทับเที่ยง', district: 'เมืองตรัง', province: 'ตรัง', postcode: '',
      });
      expect(parseThaiAddress('45/2 หมู่ที่ 3 ตำบลนาตาล่วง อำเภอเมืองตรัง จังหวัดตรัง 92000')).toMatchObject({ houseNo: '45/2', moo: '3', subDistrict: 'นาตาล่วง', postcode: '92000' });
      expect(parseThaiAddress('88/9 ซอยเพชรเกษม 10 ต.หาดใหญ่ อ.หาดใหญ่ จ.สงขลา')).toMatchObject({ houseNo: '88/9', soi: 'เพชรเกษม 10', subDistrict: 'หาดใหญ่', district: 'หาดใหญ่', province: 'สงขลา' });
    });

    it('finds Bangkok written without จังหวัด, with แขวง and เขต', () => {
      expect(parseThaiAddress('199 ถนนสาทรใต้ แขวงทุ่งมหาเมฆ เขตสาทร กรุงเทพมหานคร')).toEqual({
        houseNo: '199', moo: '', soi: '', road: 'สาทรใต้', subDistrict: 'ทุ่งมหาเมฆ', district: 'สาทร', province: 'กรุงเทพมหานคร', postcode: '',
      });
      expect(parseThaiAddress('5 แขวงลุมพินี เขตปทุมวัน กรุงเทพฯ 10330').province).toBe('กรุงเทพมหานคร');
    });

    it('keeps an empty or unmarked line as the house number only', () => {
      expect(parseThaiAddress('').houseNo).toBe('');
      expect(parseThaiAddress('บ้านริมน้ำ').houseNo).toBe('บ้านริมน้ำ');
    });
  });
});
