import { useQuery } from '@tanstack/react-query';
import type { ReminderRulesResponse, ReminderRulesUpdate } from '@hospital/contracts';
import { ApiError, api } from './client';

/**
 * Issue 31 item 4, the LINE OA's Admin page (/admin/line): the reminders' lead times per
 * appointment kind (GET and PUT /api/v1/line/reminder-rules, Admin only).
 */

export const REMINDER_RULES_KEY = ['line', 'reminder-rules'] as const;

/** GET /api/v1/line/reminder-rules: every kind's leads, its default and whether anything lists its appointments. */
export function fetchReminderRules(): Promise<ReminderRulesResponse> {
  return api.get<ReminderRulesResponse>('/api/v1/line/reminder-rules');
}

export function useReminderRules() {
  return useQuery({ queryKey: REMINDER_RULES_KEY, queryFn: fetchReminderRules });
}

/** PUT /api/v1/line/reminder-rules: the kinds' new leads; answers every kind with the Thai message. */
export function saveReminderRules(body: ReminderRulesUpdate): Promise<ReminderRulesResponse> {
  return api.put<ReminderRulesResponse>('/api/v1/line/reminder-rules', body);
}

/** A 400's problems by field ('data.0.leads.1' → its Thai message), to show each next to its field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
