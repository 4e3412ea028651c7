import { useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  HisPerson,
  HisRegistrationResponse,
  PatientCreateFull,
  PatientCreateResponse,
  PatientCreateShort,
  PatientFields,
  Profile,
  ProfileAddress,
  ProfileUpdateResponse,
  RoleUser,
} from '@hospital/contracts';
import { fieldsFromCreate, hisPersonOf, updateFromFields, withRegisteredAddress } from '@hospital/rules';
import { api } from './client';

/**
 * The patient and profile calls of accounts §7. Updates and registrations are sent as
 * application/json-patch+json.
 */

/** Whose profile a page shows: the signed-in user's, or another user's (staff / network view). */
export type ProfileSource = { kind: 'me' } | { kind: 'user'; id: string } | { kind: 'network'; id: string };

export function profileQueryKey(source: ProfileSource): QueryKey {
  return source.kind === 'me' ? ['profile', 'me'] : ['profile', source.kind, source.id];
}

/** GET /api/v1/profile ; GET /api/v1/user/Id/{Id} ; GET /api/v1/user/network/{Id}. */
export function profileUrl(source: ProfileSource): string {
  switch (source.kind) {
    case 'me':
      return '/api/v1/profile';
    case 'user':
      return `/api/v1/user/Id/${encodeURIComponent(source.id)}`;
    case 'network':
      return `/api/v1/user/network/${encodeURIComponent(source.id)}`;
  }
}

/** The profile a page shows. A failed fetch is only logged by the page (accounts §8). */
export function useProfile(source: ProfileSource, enabled = true) {
  return useQuery({
    queryKey: profileQueryKey(source),
    queryFn: () => api.get<Profile>(profileUrl(source)),
    enabled,
    staleTime: 0,
  });
}

/** The editable fields of a profile (codes, never labels), trimmed, nulls as ''. */
export function fieldsOfProfile(profile: Profile): PatientFields {
  // `mar_Status` is the label in a profile read; the code is `maritalStatusKey`.
  return fieldsFromCreate({ ...profile, mar_Status: undefined });
}

/** 'นายสมชาย รักสุขภาพ': the title label joined to the first name, as the session writes it. */
export function fullNameOf(profile: Pick<Profile, 'title' | 'firstName' | 'lastName'>): string {
  return `${profile.title ?? ''}${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
}

/** GET /api/v1/profile/address: the signed-in patient's registered address (the /tele shipping default). */
export function fetchProfileAddress(): Promise<ProfileAddress> {
  return api.get<ProfileAddress>('/api/v1/profile/address');
}

/** GET the profile of a source (profileUrl): the patient's own, a user's, or a network view. */
export function fetchProfile(source: ProfileSource): Promise<Profile> {
  return api.get<Profile>(profileUrl(source));
}

/** GET /api/v1/user/role/N_DOCTOR: the doctors a consultation can be asked of. */
export function fetchNetworkDoctors(): Promise<{ data: RoleUser[] }> {
  return api.get<{ data: RoleUser[] }>('/api/v1/user/role/N_DOCTOR');
}

/** PUT /api/v1/user/{userId} with the update payload (short names). */
export function saveProfile(userID: string, fields: PatientFields): Promise<ProfileUpdateResponse> {
  return api.put<ProfileUpdateResponse>(
    `/api/v1/user/${encodeURIComponent(userID)}`,
    updateFromFields(withRegisteredAddress(fields)),
    { jsonPatch: true },
  );
}

/** The full create payload: the fields (registered address copied when 'same'), the id card. */
export function fullCreatePayload(fields: PatientFields, idCard: string): PatientCreateFull {
  const f = withRegisteredAddress(fields);
  return { ...f, idCard: idCard.trim(), zipcode: f.postcode, r_Zipcode: f.r_Postcode, mar_Status: f.maritalStatusKey };
}

/** POST /api/v1/childuser (full or short payload): `{status, userId, msg}`. */
export function createPatient(payload: PatientCreateFull | PatientCreateShort): Promise<PatientCreateResponse> {
  return api.post<PatientCreateResponse>('/api/v1/childuser', payload, { jsonPatch: true });
}

/** The person object of accounts §3 sent to the hospital information system. */
export function hisPersonFromProfile(profile: Profile): HisPerson {
  return hisPersonOf({ userID: profile.userID, cid: profile.idCard ?? '', fullName: fullNameOf(profile) }, fieldsOfProfile(profile));
}

/** POST /api/v1/patient `{person}`: 202 queued, 200 registered with the HN. */
export function registerWithHis(person: HisPerson): Promise<HisRegistrationResponse> {
  return api.post<HisRegistrationResponse>('/api/v1/patient', { person }, { jsonPatch: true });
}
