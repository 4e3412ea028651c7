import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddPersonRequest, AddPersonResponse, AgreeCaregiverRequest, CaregiversResponse, PeopleResponse } from '@hospital/contracts';
import { api } from './client';

/**
 * Issue 33 (libs/contracts people-calls.ts): the people I look after and who looks after me.
 * The list of people, adding, ending one's own caregiving and agreeing are the account's own
 * calls (never X-Acting-For); who looks after me follows the person chosen (a child's caregivers).
 */
export const peopleKeys = {
  /** The account's own list ('people' keys survive a change of the chosen person). */
  mine: ['people', 'mine'] as const,
  /** The chosen person's caregivers (reset with the person). */
  caregivers: ['me', 'caregivers'] as const,
  /** The signed-in adult's own caregivers, for the agree page. */
  ownCaregivers: ['people', 'own-caregivers'] as const,
};

const own = { actingFor: false } as const;

/** GET /api/v1/me/people: myself first, then each person of my list. */
export const fetchPeople = () => api.get<PeopleResponse>('/api/v1/me/people', own);

/** POST /api/v1/me/people: add a person (a child works at once, an adult is pending). */
export const addPerson = (body: AddPersonRequest) => api.post<AddPersonResponse>('/api/v1/me/people', body, own);

/** DELETE /api/v1/me/people/{userID}: the caregiver ends their own caregiving. */
export const endMyCaregiving = (userID: string) => api.delete<{ message: string }>(`/api/v1/me/people/${encodeURIComponent(userID)}`, own);

/** GET /api/v1/me/caregivers: who may act (or asked to act) for the person. */
export const fetchCaregivers = (options: { actingFor?: boolean } = {}) => api.get<CaregiversResponse>('/api/v1/me/caregivers', options);

/** POST /api/v1/me/caregivers/{linkID}/agree: the adult, signed in as themselves, agrees and signs. */
export const agreeCaregiver = (linkID: string, body: AgreeCaregiverRequest) =>
  api.post<{ message: string }>(`/api/v1/me/caregivers/${encodeURIComponent(linkID)}/agree`, body, own);

/** DELETE /api/v1/me/caregivers/{linkID}: the person (an adult) ends a caregiver's access. */
export const endCaregiver = (linkID: string) => api.delete<{ message: string }>(`/api/v1/me/caregivers/${encodeURIComponent(linkID)}`);

export function usePeople(enabled = true) {
  return useQuery({ queryKey: peopleKeys.mine, queryFn: fetchPeople, enabled, staleTime: 0 });
}

export function useCaregivers() {
  return useQuery({ queryKey: peopleKeys.caregivers, queryFn: () => fetchCaregivers(), staleTime: 0 });
}

/** The signed-in account's own caregivers (the agree page reads who asks). */
export function useOwnCaregivers(enabled = true) {
  return useQuery({ queryKey: peopleKeys.ownCaregivers, queryFn: () => fetchCaregivers(own), enabled, staleTime: 0 });
}

export function useAddPerson() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addPerson, onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.mine }) });
}

export function useEndMyCaregiving() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endMyCaregiving, onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.mine }) });
}

export function useAgreeCaregiver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ linkID, signBase64 }: { linkID: string; signBase64: string }) => agreeCaregiver(linkID, { signBase64 }),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.ownCaregivers }),
  });
}

export function useEndCaregiver() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endCaregiver, onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.caregivers }) });
}
