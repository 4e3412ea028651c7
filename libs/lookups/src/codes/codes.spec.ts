// The MOPH code lists: unique, well-formed codes, and the anchors the forms and the hospital
// system rely on.
import { CODE_LISTS, isKnownCode, labelOf, type CodeListName } from './code-lists.js';

describe('codes', () => {
  const FORMAT: Record<CodeListName, RegExp> = {
    title: /^\d{3}$/,
    race: /^\d{3}$/,
    nation: /^\d{3}$/,
    maritalstatus: /^\d$/,
    religion: /^\d{2}$/,
    occupation: /^\d{3}$/,
    education: /^\d{2}$/,
  };
  const names = Object.keys(FORMAT) as CodeListName[];

  describe.each(names)('%s', (name) => {
    const list = CODE_LISTS[name];

    it('has unique, well-formed codes and a Thai label for each', () => {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
      for (const option of list) {
        expect(Object.keys(option).sort()).toEqual(['label', 'value']);
        expect(option.value).toMatch(FORMAT[name]);
        expect(option.label).toMatch(/[\u0E00-\u0E7F]/);
        expect(option.label).toBe(option.label.trim());
        expect(option.label).not.toMatch(/\s{2}/);
      }
    });

    it('knows each of its codes and nothing else', () => {
      for (const option of list) {
        expect(isKnownCode(name, option.value)).toBe(true);
        expect(labelOf(name, option.value)).toBe(option.label);
      }
      expect(isKnownCode(name, '')).toBe(false);
      expect(isKnownCode(name, 'x')).toBe(false);
      expect(labelOf(name, '0000')).toBeNull();
    });
  });

  it('holds the anchors of the MOPH 43-file standard', () => {
    expect(labelOf('maritalstatus', '2')).toBe('คู่');
    expect(labelOf('maritalstatus', '1')).toBe('โสด');
    expect(labelOf('nation', '099')).toBe('ไทย');
    expect(labelOf('nation', '044')).toBe('จีน');
    expect(labelOf('race', '099')).toBe('ไทย');
    expect(labelOf('race', '044')).toBe('จีน');
    expect(labelOf('religion', '01')).toBe('พุทธ');
    expect(labelOf('religion', '02')).toBe('อิสลาม');
    expect(labelOf('religion', '03')).toBe('คริสต์');
    expect(labelOf('education', '00')).toBe('ไม่ได้ศึกษา/ไม่มีวุฒิการศึกษา');
    expect(labelOf('education', '05')).toBe('ปริญญาตรี');
    expect(labelOf('occupation', '000')).toBe('ไม่มีอาชีพ');
    expect(labelOf('title', '001')).toBe('เด็กชาย');
    expect(labelOf('title', '002')).toBe('เด็กหญิง');
    expect(labelOf('title', '003')).toBe('นาย');
    expect(labelOf('title', '004')).toBe('นางสาว');
    expect(labelOf('title', '005')).toBe('นาง');
  });

  it('codes are exact strings: no padding or numeric lookalikes', () => {
    expect(isKnownCode('nation', '99')).toBe(false);
    expect(isKnownCode('religion', '1')).toBe(false);
    expect(isKnownCode('maritalstatus', '02')).toBe(false);
    expect(isKnownCode('title', ' 003')).toBe(false);
  });

  it('covers what a Thai hospital registration form needs', () => {
    // Thai, every ASEAN neighbour, the large foreign groups, and other / unknown.
    const nations = ['099', '046', '048', '049', '050', '051', '054', '056', '057', '069', '261', '044', '045', '047', '053', '029', '126', '097', '999'];
    for (const code of nations) expect(isKnownCode('nation', code)).toBe(true);
    expect(CODE_LISTS.nation[0]).toEqual({ value: '099', label: 'ไทย' });
    expect(CODE_LISTS.race).toBe(CODE_LISTS.nation);

    // children, adults, doctors, academics, monks and novices, army, navy, air force, police.
    const titles = ['001', '002', '003', '004', '005', '134', '135', '136', '140', '141', '142', '143', '831', '832', '863', '218', '365', '514', '661', '673'];
    for (const code of titles) expect(isKnownCode('title', code)).toBe(true);
    const labels = CODE_LISTS.title.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
