import { useState } from 'react';
import type { TeleRequest } from '@hospital/contracts';
import { PAYMENT_MESSAGES, TELE_MESSAGES, mayMove, paymentRejectionError } from '@hospital/rules';
import { baht, useSlipChecks } from '../../api/tele';
import { ImageGallery, useTeleImages } from '../../components/images';
import { Spinner } from '../../components/Spinner';
import { SlipCheckView } from '../payment/SlipCheckView';

export interface PaymentReviewProps {
  tele: TeleRequest;
  costTotal: number;
  role: string | null;
  busy: boolean;
  move(to: number, successText: string, extra?: { paymentMsg?: string }): Promise<boolean>;
  onError(message: string): void;
}

/**
 * The payment tab (§4, §5 Payment rejection, §6 Admin or Finance): the slips (category 2),
 * and at status 4 verify (→5) or reject (→−5) with a required reason. Issue 13 item 5: what the
 * worker read from each slip's QR (bank, reference, the bank's amount check, a reference already
 * used by another case), under the amount to pay.
 */
export function PaymentReview({ tele, costTotal, role, busy, move, onError }: PaymentReviewProps) {
  const [reason, setReason] = useState('');
  const status = tele.flowStatus;
  const mayVerify = mayMove(status, 5, role, false);
  const mayReject = mayMove(status, -5, role, false);
  const slips = useSlipChecks(tele.teleID);
  const slipRows = slips.data?.data ?? [];
  // Issue 28 item 1: verifying needs a stored slip (the server refuses 5 without one too).
  const images = useTeleImages(tele.teleID);
  const hasSlip = (images.data ?? []).some((i) => i.fileCategoryID === 2 && i.state !== 'failed');

  async function reject() {
    const problem = paymentRejectionError(reason);
    if (problem) {
      onError(problem);
      return;
    }
    if (await move(-5, TELE_MESSAGES.patientNotified, { paymentMsg: reason.trim() })) setReason('');
  }

  return (
    <div data-testid="payment-tab">
      <p>
        ยอดที่ต้องชำระ: <strong data-testid="payment-total">{baht(costTotal)}</strong> บาท (จากระบบ HIS)
      </p>
      {status === -5 && tele.paymentMsg && (
        <p className="alert alert-danger" data-testid="payment-rejected-reason">
          เหตุผลที่ปฏิเสธ: {tele.paymentMsg}
        </p>
      )}
      <h3>หลักฐานการชำระเงิน</h3>
      <ImageGallery teleID={tele.teleID} categories={[2]} emptyText="ยังไม่มีหลักฐานการชำระเงิน" testId="payment-slips" />
      <h3>การตรวจสลิป</h3>
      {slips.isLoading ? (
        <Spinner label="กำลังโหลดผลการตรวจสลิป" />
      ) : slips.isError ? (
        <p className="alert alert-danger" role="alert" data-testid="slip-checks-error">
          {slips.error.message}
        </p>
      ) : slipRows.length === 0 ? (
        <p className="muted" data-testid="slip-checks-empty">
          ยังไม่มีสลิปให้ตรวจ
        </p>
      ) : (
        <ol className="slip-checks" data-testid="slip-checks">
          {slipRows.map((slip, i) => (
            <li key={slip.fileID} data-testid={`slip-check-${slip.fileID}`}>
              {/* The newest slip carries the case's test ids; older ones add their file id. */}
              <SlipCheckView slip={slip} testIdOf={(kind) => (i === 0 ? `slip-${kind}-${tele.teleID}` : `slip-${kind}-${tele.teleID}-${slip.fileID}`)} />
            </li>
          ))}
        </ol>
      )}
      {(mayVerify || mayReject) && (
        <div className="form-section">
          {mayVerify && (
            <div className="verify-row">
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || !hasSlip}
                aria-describedby={hasSlip ? undefined : 'verify-payment-no-slip'}
                onClick={() => void move(5, TELE_MESSAGES.saved)}
                data-testid="verify-payment"
              >
                ยืนยันการชำระเงิน
              </button>
              {!hasSlip && !images.isLoading && (
                <p className="muted" id="verify-payment-no-slip" data-testid="verify-payment-no-slip">
                  {PAYMENT_MESSAGES.slipMissing}
                </p>
              )}
            </div>
          )}
          {mayReject && (
            <div className="form-field span-all" style={{ marginTop: 16 }}>
              <label className="form-label" htmlFor="reject-reason">
                เหตุผลที่ปฏิเสธหลักฐานการชำระเงิน <span className="required-mark">*</span>
              </label>
              <textarea id="reject-reason" className="form-control" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="reject-reason" />
              <div className="case-actions">
                <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void reject()} data-testid="reject-payment">
                  ปฏิเสธหลักฐานการชำระเงิน
                </button>
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
