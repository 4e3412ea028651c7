import { useEffect } from 'react';
import { MESSAGES } from '@hospital/rules';
import type { ErrorNotice } from './error-notice';

export interface ErrorModalProps {
  /** The message to show (or, issue 16 item 13, a notice with its own title); the modal is open while it is non-empty. */
  message: string | ErrorNotice | null | undefined;
  onClose(): void;
  /** accounts §5: the title is 'ไม่สามารถบันทึกข้อมูลได้' unless a page needs another. */
  title?: string;
}

/** The red error modal of accounts §5/§8, shared by every form page. */
export function ErrorModal({ message: shown, onClose, title: pageTitle = MESSAGES.unableToSave }: ErrorModalProps) {
  const [message, title] = typeof shown === 'object' && shown !== null ? [shown.message, shown.title] : [shown, pageTitle];
  useEffect(() => {
    if (!message) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [message, onClose]);

  if (!message) return null;
  return (
    <div className="modal-backdrop" onClick={onClose} data-testid="error-modal">
      <div
        className="modal modal-danger"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="error-modal-title"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="modal-header">
          <h2 id="error-modal-title">{title}</h2>
        </div>
        <div className="modal-body" data-testid="error-modal-message">
          {message}
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-light" onClick={onClose} data-testid="error-modal-close" autoFocus>
            ปิด
          </button>
        </div>
      </div>
    </div>
  );
}
