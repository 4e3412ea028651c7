import { useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  CCNoteUpdateRequest,
  ClinicVisit,
  ClinicVisitListResponse,
  Icd10Option,
  Icd10UpdateRequest,
  ImageListRow,
  PatientVisitSearchResponse,
  SavedVisit,
} from '@hospital/contracts';
import { icd10Keyword } from '@hospital/rules';
import { api } from './client';

/**
 * The records calls of care-services §7: treatment history, the CCNote and ICD10 visit lists,
 * their saves and the ICD10 search. Failed list loads are silently ignored (§8): the pages show
 * an empty list.
 */

const seg = encodeURIComponent;

/** Which staff list a page shows: /checknote (CCNote admin) or /icd10 (ICD10 admin). */
export type NoteListKind = 'checknote' | 'icd10';

export interface VisitRange {
  serviceUnitKey: string;
  startDate: string;
  endDate: string;
}

export function historyQueryKey(hn: string): QueryKey {
  return ['records', 'clinicvisit', hn];
}

export function noteListQueryKey(kind: NoteListKind, range: VisitRange): QueryKey {
  return ['records', kind, range.serviceUnitKey, range.startDate, range.endDate];
}

/** GET /api/v1/patient/clinicvisit/{hn}: the patient's own visits. */
export function useTreatmentHistory(hn: string | null | undefined) {
  return useQuery({
    queryKey: historyQueryKey(hn ?? ''),
    queryFn: () => api.get<ClinicVisitListResponse>(`/api/v1/patient/clinicvisit/${seg(hn ?? '')}`),
    enabled: !!hn,
    retry: false,
  });
}

/** GET /api/v1/checknote/{unit}/{start}/{end} or GET /api/v1/icd10/{unit}/{start}/{end}. */
export function useNoteVisits(kind: NoteListKind, range: VisitRange, enabled = true) {
  return useQuery({
    enabled,
    queryKey: noteListQueryKey(kind, range),
    queryFn: () =>
      api.get<ClinicVisitListResponse>(`/api/v1/${kind}/${seg(range.serviceUnitKey)}/${seg(range.startDate)}/${seg(range.endDate)}`),
    retry: false,
    // A note being typed must not be replaced by a refetch: the box keeps its own text anyway.
    refetchOnWindowFocus: false,
  });
}

/** The answer of both saves: the visit as the server now holds it (inferred from its schema, @hospital/contracts). */
export type { SavedVisit };

/** PUT /api/v1/checknote/{ClinicVisitKey} {CCNote}. */
export function saveCCNote(clinicVisitKey: string, CCNote: string): Promise<SavedVisit> {
  return api.put<SavedVisit>(`/api/v1/checknote/${seg(clinicVisitKey)}`, { CCNote } satisfies CCNoteUpdateRequest);
}

/** PUT /api/v1/icd10/{ClinicVisitKey} {labels}: the selected code values. */
export function saveIcd10(clinicVisitKey: string, labels: string[]): Promise<SavedVisit> {
  return api.put<SavedVisit>(`/api/v1/icd10/${seg(clinicVisitKey)}`, { labels } satisfies Icd10UpdateRequest);
}

/** GET /api/v1/icd10?Keyword= (no auth). §5: an empty keyword makes no call and yields no options. */
export async function searchIcd10(keyword: string): Promise<Icd10Option[]> {
  const text = icd10Keyword(keyword);
  if (text === null) return [];
  const answer = await api.get<{ data: Icd10Option[] }>(`/api/v1/icd10?Keyword=${seg(text)}`, { auth: false });
  return answer?.data ?? [];
}

/** Replaces one visit in a cached list (after a save), so collapsing and reopening shows it. */
export function withVisit(list: ClinicVisitListResponse | undefined, key: string, patch: Partial<ClinicVisit>) {
  if (!list) return list;
  return { ...list, data: list.data.map((v) => (v.ClinicVisitKey === key ? { ...v, ...patch } : v)) };
}

/** GET /api/v1/softconimg/{DocDT}: the images filed to the visits of one day (the image list). */
export function fetchRecordImages(docDT: string): Promise<{ data: ImageListRow[] }> {
  return api.get<{ data: ImageListRow[] }>(`/api/v1/softconimg/${seg(docDT)}`);
}

/** GET /api/v1/patient/visit/{YYYY-MM-DD}/{hn}: the patient's HIS visits of a day (hospital-record images). */
export function searchPatientVisits(date: string, hn: string): Promise<PatientVisitSearchResponse> {
  return api.get<PatientVisitSearchResponse>(`/api/v1/patient/visit/${date}/${seg(hn)}`);
}
