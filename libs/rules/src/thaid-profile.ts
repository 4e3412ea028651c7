/**
 * Issue 16 item 2: the ThaiD claims as profile fields. ThaiD gives the title as text
 * ('นางสาว', sometimes abbreviated 'น.ส.') and the address as one formatted Thai line
 * ('12 หมู่ที่ 3 ซอย… ถนน… ตำบล… อำเภอ… จังหวัด… 92000'); these turn them into what our
 * title list and address fields hold. Matching the names to codes is the lookups' job
 * (libs/patients PatientVocabulary), as far as the names match.
 */

/** Abbreviations and spellings of titles → the full label of our title list. */
const TITLE_ALIASES: Readonly<Record<string, string>> = {
  'น.ส.': 'นางสาว',
  'นส.': 'นางสาว',
  'ด.ช.': 'เด็กชาย',
  'ดช.': 'เด็กชาย',
  'ด.ญ.': 'เด็กหญิง',
  'ดญ.': 'เด็กหญิง',
  'Mr.': 'นาย',
  'Mr': 'นาย',
  'Mrs.': 'นาง',
  'Mrs': 'นาง',
  'Miss': 'นางสาว',
  'Ms.': 'นางสาว',
};

/** The label to look up in the title list for a title ThaiD gave ('' for none). */
export function titleLabelFromThaid(title: string | null | undefined): string {
  const t = (title ?? '').trim().replace(/\s+/g, '');
  return TITLE_ALIASES[t] ?? t;
}

/** The parts of a formatted Thai address, as names (not codes); '' where the line has none. */
export interface ThaiAddressParts {
  houseNo: string;
  moo: string;
  soi: string;
  road: string;
  /** ตำบล / แขวง. */
  subDistrict: string;
  /** อำเภอ / เขต. */
  district: string;
  province: string;
  postcode: string;
}

const MARKERS: ReadonlyArray<[keyof ThaiAddressParts, RegExp]> = [
  ['moo', /^(หมู่ที่|หมู่|ม\.)/],
  ['soi', /^(ซอย|ซ\.)/],
  ['road', /^(ถนน|ถ\.)/],
  ['subDistrict', /^(ตำบล|แขวง|ต\.)/],
  ['district', /^(อำเภอ|เขต|อ\.)/],
  ['province', /^(จังหวัด|จ\.)/],
];
/** Where a part starts: a marker at the start of the line or after a space. */
const MARKER_AT = /(?<=^|\s)(หมู่ที่|หมู่|ม\.|ซอย|ซ\.|ถนน|ถ\.|ตำบล|แขวง|ต\.|อำเภอ|เขต|อ\.|จังหวัด|จ\.|กรุงเทพ)/g;
const BANGKOK = 'กรุงเทพมหานคร';

/**
 * A formatted Thai address → its parts. The text before the first marker is the house number;
 * a trailing 5-digit number is the postcode; Bangkok written without 'จังหวัด' is still found.
 */
export function parseThaiAddress(formatted: string | null | undefined): ThaiAddressParts {
  const parts: ThaiAddressParts = { houseNo: '', moo: '', soi: '', road: '', subDistrict: '', district: '', province: '', postcode: '' };
  let text = (formatted ?? '').replace(/\s+/g, ' ').trim();
  const zip = /(?:^|\s)(\d{5})$/.exec(text);
  if (zip) {
    parts.postcode = zip[1];
    text = text.slice(0, zip.index).trim();
  }
  const starts = [...text.matchAll(MARKER_AT)].map((m) => m.index ?? 0);
  parts.houseNo = (starts.length ? text.slice(0, starts[0]) : text).trim();
  starts.forEach((start, i) => {
    const piece = text.slice(start, starts[i + 1] ?? text.length).trim();
    if (piece.startsWith('กรุงเทพ')) {
      parts.province ||= BANGKOK; // 'กรุงเทพมหานคร' / 'กรุงเทพฯ', written without 'จังหวัด'
      return;
    }
    for (const [key, marker] of MARKERS) {
      const m = marker.exec(piece);
      if (m && parts[key] === '') {
        parts[key] = piece.slice(m[0].length).trim();
        break;
      }
    }
  });
  if (/^กรุงเทพ/.test(parts.province)) parts.province = BANGKOK;
  return parts;
}
