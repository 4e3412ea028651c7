import { useQuery } from '@tanstack/react-query';
import type {
  Api2Result,
  SchoolRow,
  StudentLookupResponse,
  SubdistrictRow,
  VaccineAdminUpdateRequest,
  VaccineBookingRequest,
  VaccineCertResponse,
  VaccineConditionRequest,
  VaccineConditionResponse,
  VaccineEvent,
  VaccineRegisterRequest,
} from '@hospital/contracts';
import { isVaccineTypeQueryable } from '@hospital/rules';
import { ApiError, api } from './client';

/**
 * The /api2 vaccine calls of care-services §7. The booking calls answer an envelope
 * {status, msg, desc}; a refusal may come as an HTTP error whose body is that envelope, so
 * `envelope` turns both into the same answer the pages read.
 */

const seg = encodeURIComponent;

function isEnvelope(body: unknown): body is Api2Result {
  return !!body && typeof body === 'object' && typeof (body as Api2Result).status === 'number';
}

/** The answer's envelope, whether the server sent it with 2xx or as an error body. */
async function envelope<T extends { status: number }>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (e) {
    if (e instanceof ApiError && isEnvelope(e.body)) return e.body as unknown as T;
    if (e instanceof ApiError) return { status: e.status, msg: e.message, desc: '' } as unknown as T;
    throw e;
  }
}

/** A list answer: `{data: [...]}` or a bare array. */
function listOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const data = (answer as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/** POST /api2/vaccine/cert. */
export const vaccineCert = (cid: string) => api.post<VaccineCertResponse>('/api2/vaccine/cert', { cid }, { auth: false });

/** POST /api2/pfizer/condition2: 200 eligible (vaccineType, msg), 201 already registered, else msg. */
export const vaccineCondition = (body: VaccineConditionRequest) =>
  envelope(api.post<VaccineConditionResponse>('/api2/pfizer/condition2', body, { auth: false }));

/** POST /api2/pfizer/register2. */
export const vaccineRegister = (body: VaccineRegisterRequest) => envelope(api.post<Api2Result>('/api2/pfizer/register2', body, { auth: false }));

/** GET /api2/school/cid2/{cid} (booking, no sign-in) or /api2/school/cid/{cid} (admin, bearer). */
export const studentLookup = (cid: string, admin = false) =>
  envelope(api.get<StudentLookupResponse>(`/api2/school/${admin ? 'cid' : 'cid2'}/${seg(cid)}`, { auth: admin }));

/**
 * POST /api2/pfizer/confirm2 (new booking). The spec writes the path with a trailing slash; the
 * server routes it without (Nest trims it and Fastify tells the two apart), so the web calls that.
 */
export const confirmBooking = (body: VaccineBookingRequest) => envelope(api.post<Api2Result>('/api2/pfizer/confirm2', body, { auth: false }));

/**
 * POST /api2/student/birthcheck2 (issue 35 item 2): the child's birth date proved before the
 * consent is read and signed — 200, or the envelope of confirm2's refusal (the same message).
 */
export const checkBirthDate = (cid: string, birthDT: string) => envelope(api.post<Api2Result>('/api2/student/birthcheck2', { cid, birthDT }, { auth: false }));

/** POST /api2/student/update2 (an existing booking's data). */
export const updateBooking = (body: VaccineBookingRequest) => envelope(api.post<Api2Result>('/api2/student/update2', body, { auth: false }));

/**
 * GET /api2/pfizer/clearbooking2/{cid}: cancels the booking so another day can be booked. The
 * child's birth date travels in the X-Birth-Date header: the server asks it as proof, and
 * another site's link or image cannot send it (issue 18 finding 4).
 */
export const clearBooking = (cid: string, birthDT: string) =>
  envelope(api.get<Api2Result>(`/api2/pfizer/clearbooking2/${seg(cid)}`, { auth: false, headers: { 'X-Birth-Date': birthDT } }));

/** POST /api2/student/updateadmin (Admin/Nurse). */
export const adminUpdate = (body: VaccineAdminUpdateRequest) => envelope(api.post<Api2Result>('/api2/student/updateadmin', body));

export const vaccineKeys = {
  student: (cid: string) => ['vaccine', 'student', cid] as const,
  events: (vaccineType: string) => ['vaccine', 'events', vaccineType] as const,
};

/** GET /api2/school: schools with their classes (a failed load leaves the list empty, §8). */
export function useSchools() {
  return useQuery({
    queryKey: ['vaccine', 'schools'],
    queryFn: async () => listOf<SchoolRow>(await api.get<unknown>('/api2/school', { auth: false })),
    staleTime: Infinity,
  });
}

/** GET /api2/allsubdistrict: six-digit keys with names. */
export function useSubdistricts() {
  return useQuery({
    queryKey: ['vaccine', 'subdistricts'],
    queryFn: async () => listOf<SubdistrictRow>(await api.get<unknown>('/api2/allsubdistrict', { auth: false })),
    staleTime: Infinity,
  });
}

/** GET /api2/vaccine/eventbooking/{vaccineType}, only when the type has 3+ characters (§5). */
export function useBookableEvents(vaccineType: string) {
  const type = vaccineType.trim();
  return useQuery({
    queryKey: vaccineKeys.events(type),
    queryFn: async () => listOf<VaccineEvent>(await api.get<unknown>(`/api2/vaccine/eventbooking/${seg(type)}`, { auth: false })),
    enabled: isVaccineTypeQueryable(type),
    retry: false,
  });
}

/** GET /api2/vaccine/event2 (the spec's /event2/, see confirmBooking): every event (the queue ticket reads an event's place). */
export function useAllEvents(enabled = true) {
  return useQuery({
    queryKey: ['vaccine', 'events', 'all'],
    queryFn: async () => listOf<VaccineEvent>(await api.get<unknown>('/api2/vaccine/event2', { auth: false })),
    enabled,
    retry: false,
  });
}
