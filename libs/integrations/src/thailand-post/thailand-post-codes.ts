import type { ParcelStatusKind } from '@hospital/contracts';

/**
 * Issue 14 item 3: Thailand Post's item status codes (track.thailandpost.co.th developer guide)
 * and what each means to a patient waiting for medicine.
 */
export const THAILAND_POST_CODES: Readonly<Record<string, { kind: ParcelStatusKind; description: string }>> = {
  '101': { kind: 'accepted', description: 'เตรียมการฝากส่ง' },
  '102': { kind: 'accepted', description: 'รับฝากผ่านตัวแทน' },
  '103': { kind: 'accepted', description: 'รับฝาก' },
  '201': { kind: 'in_transit', description: 'อยู่ระหว่างการขนส่ง' },
  '202': { kind: 'in_transit', description: 'ดำเนินพิธีการศุลกากร' },
  '203': { kind: 'returned', description: 'ส่งคืนต้นทาง' },
  '204': { kind: 'in_transit', description: 'ถึงที่ทำการแลกเปลี่ยนระหว่างประเทศขาออก' },
  '205': { kind: 'in_transit', description: 'ถึงที่ทำการแลกเปลี่ยนระหว่างประเทศขาเข้า' },
  '206': { kind: 'in_transit', description: 'ถึงที่ทำการไปรษณีย์' },
  '207': { kind: 'in_transit', description: 'เตรียมการขนส่ง' },
  '301': { kind: 'out_for_delivery', description: 'อยู่ระหว่างการนำจ่าย' },
  '302': { kind: 'out_for_delivery', description: 'นำจ่าย ณ จุดรับสิ่งของ' },
  '401': { kind: 'delivery_failed', description: 'นำจ่ายไม่สำเร็จ' },
  '501': { kind: 'delivered', description: 'นำจ่ายสำเร็จ' },
};

/** The kind of a status code; a code Thailand Post adds later counts as 'in transit' (it is not the end). */
export function parcelKindOf(code: string): ParcelStatusKind {
  return THAILAND_POST_CODES[code]?.kind ?? 'in_transit';
}

/**
 * Thailand Post's `status_date`, 'DD/MM/YYYY HH:mm:ss+07:00' (the year in Buddhist era when the
 * request's language is TH), as ISO 8601; null when it cannot be read.
 */
export function parseThailandPostDate(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?([+-]\d{2}:?\d{2})?$/.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy, hh, mi, ss = '00', zone = '+07:00'] = m;
  let year = Number(yyyy);
  if (year > 2400) year -= 543; // Buddhist era
  const offset = zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const date = new Date(`${String(year).padStart(4, '0')}-${mm}-${dd}T${hh}:${mi}:${ss}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A time as Thailand Post writes `status_date` in TH: 'DD/MM/BBBB HH:mm:ss+07:00' (Bangkok, Buddhist year). */
export function formatThailandPostDate(at: Date): string {
  const b = new Date(at.getTime() + 7 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(b.getUTCDate())}/${p(b.getUTCMonth() + 1)}/${b.getUTCFullYear() + 543} ${p(b.getUTCHours())}:${p(b.getUTCMinutes())}:${p(b.getUTCSeconds())}+07:00`;
}
