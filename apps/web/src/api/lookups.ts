import { useQuery } from '@tanstack/react-query';
import type { LookupList, Option } from '@hospital/contracts';
import { api } from './client';

/**
 * The lookup lists of accounts §3/§7. A dropdown GETs its configured url, optionally with the
 * parent value appended (the url then ends with the spec's query parameter), and reads `data`
 * as its options.
 */
export const LOOKUP_URLS = {
  title: '/api/v1/title',
  race: '/api/v1/race',
  nation: '/api/v1/nation',
  maritalStatus: '/api/v1/maritalstatus',
  religion: '/api/v1/religion',
  occupation: '/api/v1/occupation',
  education: '/api/v1/education',
  province: '/api/v1/province',
  /** + province code (2 digits). */
  amphur: '/api/v1/amphur?ProvinceID=',
  /** + district (amphur) code (4 digits); options carry `zipcode`. */
  district: '/api/v1/district?AmphurID=',
} as const;

/** The url with the parent value appended, or null while a required parent is not chosen. */
export function lookupUrl(url: string, parent?: string | null): string | null {
  if (parent === undefined) return url;
  const p = (parent ?? '').trim();
  return p ? `${url}${encodeURIComponent(p)}` : null;
}

/**
 * Options of one lookup list, cached for the session (the lists do not change while a person
 * fills a form). Pass `parent` for a cascading list; with an empty parent nothing is fetched.
 * A failed fetch leaves the list empty and is only logged (accounts §8); a later mount retries.
 */
export function useLookup<T extends Option = Option>(url: string, parent?: string | null) {
  const full = lookupUrl(url, parent);
  const query = useQuery({
    queryKey: ['lookup', full],
    queryFn: async () => {
      const answer = await api.get<LookupList<T>>(full!, { auth: false });
      return Array.isArray(answer?.data) ? answer.data : [];
    },
    enabled: full !== null,
    staleTime: Infinity,
    gcTime: 60 * 60 * 1000,
  });
  if (query.error) console.warn(`lookup ${full} failed`, query.error);
  return { options: (query.data ?? []) as T[], loading: query.isLoading && full !== null };
}
