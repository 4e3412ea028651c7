import { Modal } from '../../components/Modal';

export interface Failure {
  title: string;
  msg: string;
  desc?: string;
}

/** care-services §8: a vaccine booking, edit, cancel or admin save that failed shows msg and desc under its title. */
export function FailureModal({ failure, onClose }: { failure: Failure | null; onClose(): void }) {
  if (!failure) return null;
  return (
    <Modal
      title={failure.title}
      testId="vaccine-failure"
      footer={
        <button type="button" className="btn btn-light" onClick={onClose} data-testid="vaccine-failure-close" autoFocus>
          ปิด
        </button>
      }
    >
      <p className="vaccine-failure-msg" data-testid="vaccine-failure-msg">
        {failure.msg}
      </p>
      {failure.desc && (
        <p className="muted" data-testid="vaccine-failure-desc">
          {failure.desc}
        </p>
      )}
    </Modal>
  );
}
