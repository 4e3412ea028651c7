/**
 * care-services §2 Staff pages (patient search), §5 Patient search, §9 (page size 50, search
 * threshold 3 characters): written once for the page and the server.
 */
export const PATIENT_SEARCH = {
  /** §5: the search starts at 3 characters. */
  minKeyword: 3,
  /** §9: page size 50, also the largest page the server answers. */
  pageSize: 50,
  maxKeyword: 100,
} as const;

export const PATIENT_SEARCH_MESSAGES = {
  keywordTooShort: `กรุณาพิมพ์คำค้นอย่างน้อย ${PATIENT_SEARCH.minKeyword} ตัวอักษร`,
  keywordTooLong: `คำค้นยาวเกิน ${PATIENT_SEARCH.maxKeyword} ตัวอักษร`,
  badPage: `เลขหน้าหรือจำนวนต่อหน้าไม่ถูกต้อง (จำนวนต่อหน้า 1–${PATIENT_SEARCH.pageSize})`,
  nothingFound: 'ไม่พบผู้ป่วยที่ค้นหา',
  createPatient: 'เพิ่มผู้ป่วยใหม่',
} as const;

/** The keyword as searched: trimmed, inner runs of spaces made one. */
export function normalizeKeyword(keyword: unknown): string {
  return typeof keyword === 'string' ? keyword.trim().replace(/\s+/g, ' ') : '';
}

/** Null when the keyword may be searched (§5: 3 characters or more), else the Thai reason. */
export function keywordProblem(keyword: unknown): string | null {
  const k = normalizeKeyword(keyword);
  if ([...k].length < PATIENT_SEARCH.minKeyword) return PATIENT_SEARCH_MESSAGES.keywordTooShort;
  if ([...k].length > PATIENT_SEARCH.maxKeyword) return PATIENT_SEARCH_MESSAGES.keywordTooLong;
  return null;
}

/**
 * PageNumber / PageSize of a paged list (patient search, report): positive integers, the
 * size at most `max`. Missing values take page 1 and `max`. Null when out of range.
 */
export function pageOf(pageNumber: unknown, pageSize: unknown, max: number = PATIENT_SEARCH.pageSize): { pageNumber: number; pageSize: number } | null {
  const read = (v: unknown, fallback: number) => (v === undefined || v === '' ? fallback : typeof v === 'string' && /^[0-9]{1,6}$/.test(v) ? Number(v) : typeof v === 'number' ? v : NaN);
  const number = read(pageNumber, 1);
  const size = read(pageSize, max);
  if (!Number.isInteger(number) || !Number.isInteger(size) || number < 1 || size < 1 || size > max) return null;
  return { pageNumber: number, pageSize: size };
}

/**
 * Who may search patients: who may open the rows it answers (GET /api/v1/user/Id/:userID):
 * Admin, Medrec, Nurse, and the network hospitals' roles (N_…).
 */
export const PATIENT_SEARCH_ROLES = ['Admin', 'Medrec', 'Nurse'] as const;

export function mayFindPatients(role: string | null | undefined): boolean {
  return (PATIENT_SEARCH_ROLES as readonly string[]).includes(role ?? '') || (typeof role === 'string' && role.startsWith('N_'));
}
