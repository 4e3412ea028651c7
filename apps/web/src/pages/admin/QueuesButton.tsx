import { useState } from 'react';
import { openQueuesSession } from '../../api/admin';
import { Spinner } from '../../components/Spinner';
import { ErrorModal } from '../../components/ErrorModal';

/** Admin only: opens the background-job dashboard; the server sets its cookie first. */
export function QueuesButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    try {
      await openQueuesSession();
      window.location.assign('/ops/queues');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={open} disabled={busy} data-testid="ops-queues">
        {busy && <Spinner small />}
        คิวงานเบื้องหลัง
      </button>
      <ErrorModal message={error} onClose={() => setError(null)} title="ไม่สามารถเปิดคิวงานเบื้องหลังได้" />
    </>
  );
}
