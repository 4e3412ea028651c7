import { useState } from 'react';
import { RECEIPT_MESSAGES } from '@hospital/rules';
import { saveFile } from '../../api/file-download';
import { downloadReceipt } from '../../api/receipts';
import { Spinner } from '../../components/Spinner';
import './receipt.css';

/**
 * Issue 32 item 7: 'ใบเสร็จ' — downloads the case's receipt (the PDF of GET
 * /api/v1/tele/{teleID}/receipt) on a tap; nothing is asked before. A refusal shows the server's
 * Thai words below the button (404: Finance has not verified the payment yet).
 */
export function ReceiptButton({ teleID, label = RECEIPT_MESSAGES.download, primary = false }: { teleID: string; label?: string; primary?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadReceipt(teleID));
    } catch (e) {
      setError(e instanceof Error ? e.message : RECEIPT_MESSAGES.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="receipt-download">
      <button
        type="button"
        className={`btn ${primary ? 'btn-primary' : 'btn-outline'} receipt-button`}
        disabled={busy}
        onClick={() => void download()}
        data-testid={`receipt-download-${teleID}`}
      >
        {busy && <Spinner small />}
        <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
          <path d="M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 12h8v1.5H8V12Zm0 3h8v1.5H8V15Zm0 3h5v1.5H8V18Z" />
        </svg>
        {label}
      </button>
      {error && (
        <p className="field-error" role="alert" data-testid={`receipt-error-${teleID}`}>
          {error}
        </p>
      )}
    </div>
  );
}
