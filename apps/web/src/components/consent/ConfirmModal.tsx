import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** While true the Confirm button is disabled and shows a spinner; Cancel is disabled too. */
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
  cancelLabel?: string;
  confirmLabel?: string;
  /** Test ids: `<testId>-modal`, `<testId>-cancel`, `<testId>-submit`. */
  testId?: string;
}

/** The confirm step of accounts §2/§4 (Cancel / Confirm; spinner, Confirm disabled while submitting). */
export function ConfirmModal({
  open,
  title,
  children,
  busy = false,
  onCancel,
  onConfirm,
  cancelLabel = 'ยกเลิก',
  confirmLabel = 'ยืนยัน',
  testId = 'confirm',
}: ConfirmModalProps) {
  if (!open) return null;
  return (
    <div className="modal-backdrop" data-testid={`${testId}-modal`}>
      <div className="modal confirm-modal" role="dialog" aria-modal="true" aria-labelledby={`${testId}-modal-title`} aria-busy={busy}>
        <div className="modal-header confirm-header">
          <h2 id={`${testId}-modal-title`}>{title}</h2>
        </div>
        {children && <div className="modal-body">{children}</div>}
        <div className="modal-footer confirm-footer">
          <button type="button" className="btn btn-light" onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy} data-testid={`${testId}-submit`}>
            {busy && <Spinner small label="กำลังบันทึก" />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
