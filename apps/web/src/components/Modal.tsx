import type { ReactNode } from 'react';

/** A plain dialog: title, body, footer buttons (notices and success messages of every page). */
export function Modal({ title, testId, children, footer }: { title: string; testId: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="modal-backdrop" data-testid={testId}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={`${testId}-title`}>
        <div className="modal-header confirm-header">
          <h2 id={`${testId}-title`}>{title}</h2>
        </div>
        <div className="modal-body">{children}</div>
        <div className="modal-footer confirm-footer">{footer}</div>
      </div>
    </div>
  );
}
