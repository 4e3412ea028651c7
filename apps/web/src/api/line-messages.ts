import { useQuery } from '@tanstack/react-query';
import type { LineMessagesResponse, LineUsageResponse } from '@hospital/contracts';
import { api } from './client';

/**
 * Issue 31 item 5, delivery you can see: a person's messages on LINE (staff, on the patient's
 * profile and the case) and this month's pushes against the LINE plan's quota (Admin).
 */

export const lineMessagesKey = (userID: string) => ['line', 'messages', userID] as const;
export const LINE_USAGE_KEY = ['line', 'usage'] as const;

/** GET /api/v1/line/messages?userID=…: newest first, at most 50, and the person's LINE status. */
export function fetchLineMessages(userID: string): Promise<LineMessagesResponse> {
  return api.get<LineMessagesResponse>(`/api/v1/line/messages?userID=${encodeURIComponent(userID)}`);
}

/** The person's messages; read only while `enabled` (the panel is open). */
export function useLineMessages(userID: string, enabled: boolean) {
  return useQuery({ queryKey: lineMessagesKey(userID), queryFn: () => fetchLineMessages(userID), enabled: enabled && userID !== '', staleTime: 0 });
}

/** GET /api/v1/line/usage: this Bangkok month's pushes, replies, quota and the 80 % warning. */
export function fetchLineUsage(): Promise<LineUsageResponse> {
  return api.get<LineUsageResponse>('/api/v1/line/usage');
}

export function useLineUsage() {
  return useQuery({ queryKey: LINE_USAGE_KEY, queryFn: fetchLineUsage, staleTime: 0 });
}
