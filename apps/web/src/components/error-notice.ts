import type { ApiErrorBody } from '@hospital/contracts';
import { ERROR_TITLES, MESSAGES, NO_ANSWER_MESSAGE, errorTitleFor, type ErrorContext } from '@hospital/rules';
import { ApiError } from '../api/client';

/** Issue 16 item 13: what the red error modal shows — a title that says what went wrong, and the text. */
export interface ErrorNotice {
  title: string;
  message: string;
}

/** A rule the page checked itself (a closed day: context 'day'; a booking form's field: 'form'; a profile's: 'save'). */
export function ruleNotice(message: string, context: ErrorContext = 'save'): ErrorNotice {
  return { title: errorTitleFor(null, context), message };
}

/**
 * A call that failed: a 4xx is the person's to fix (the server's Thai message under 'กรุณาตรวจสอบ
 * ข้อมูล', or the day's title in a calendar context); a 5xx or no answer at all is ours ('ระบบขัดข้อง').
 */
export function failureNotice(error: unknown, context: ErrorContext = 'save'): ErrorNotice {
  if (!(error instanceof ApiError)) return { title: ERROR_TITLES.systemDown, message: NO_ANSWER_MESSAGE };
  const said = typeof (error.body as Partial<ApiErrorBody> | undefined)?.message === 'string';
  return { title: errorTitleFor(error.status, context), message: said || error.status < 500 ? error.message : MESSAGES.serverError };
}
