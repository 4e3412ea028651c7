import type { LatestSaveState } from '@hospital/rules';
import { CLINICAL_MESSAGES } from '@hospital/rules';
import { Spinner } from '../../components/Spinner';
import { isRetryable } from './useLatestSave';

export const SAVE_TEXT = {
  saving: 'กำลังบันทึก…',
  saved: 'บันทึกแล้ว',
  failed: 'บันทึกไม่สำเร็จ',
  retrying: 'บันทึกไม่สำเร็จ กำลังลองใหม่อัตโนมัติ…',
} as const;

/** §8 'update error' plus the error, as a message under the field (it never blocks typing). */
export function updateErrorText(error: unknown): string {
  const cause = error instanceof Error ? error.message : String(error ?? '');
  return cause ? `${CLINICAL_MESSAGES.updateError}: ${cause}` : CLINICAL_MESSAGES.updateError;
}

/** 'กำลังบันทึก…' / 'บันทึกแล้ว' / the failure text, and the §8 alert while the last save failed. */
export function SaveIndicator({ state, testId }: { state: LatestSaveState<unknown>; testId: string }) {
  const shown = state.status === 'pending' || state.status === 'saving' ? 'saving' : state.status;
  return (
    <>
      <span className="save-indicator" data-state={shown} data-testid={testId} role="status" aria-live="polite">
        {shown === 'saving' && (
          <>
            <Spinner small label={SAVE_TEXT.saving} />
            {SAVE_TEXT.saving}
          </>
        )}
        {shown === 'saved' && SAVE_TEXT.saved}
        {shown === 'failed' && (isRetryable(state.error) ? SAVE_TEXT.retrying : SAVE_TEXT.failed)}
      </span>
      {state.status === 'failed' && (
        <div className="alert alert-danger save-alert" role="alert" data-testid={`${testId}-error`}>
          {updateErrorText(state.error)}
        </div>
      )}
    </>
  );
}
