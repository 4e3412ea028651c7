import { loadThaiGeography } from './thai-geography.js';

describe('thai-geography', () => {
  const geo = loadThaiGeography();

  it('holds every province, district and sub-district with its official code', () => {
    expect(geo.provinces).toHaveLength(77);
    const amphurs = geo.provinces.flatMap((p) => geo.amphursOf(p.value));
    expect(amphurs).toHaveLength(928);
    expect(amphurs.flatMap((a) => geo.subDistrictsOf(a.value))).toHaveLength(7475);
  });

  it('derives province and district codes from the 6-digit sub-district code', () => {
    expect(geo.provinces).toContainEqual({ label: 'ตรัง', value: '92' });
    expect(geo.amphursOf('92')).toContainEqual({ label: 'เมืองตรัง', value: '9201', provinceCode: '92' });
    expect(geo.subDistrict('920101')).toEqual({
      label: 'ทับเที่ยง',
      value: '920101',
      districtCode: '920101',
      amphurCode: '9201',
      zipcode: '92000',
    });
    for (const a of geo.amphursOf('10')) expect(a.value.startsWith('10')).toBe(true);
  });

  it('sorts options in Thai order and answers nothing for an unknown parent', () => {
    const labels = geo.provinces.map((p) => p.label);
    expect(labels[0]).toBe('กระบี่');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'th')));
    expect(geo.amphursOf('00')).toEqual([]);
  });
});
