import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { SlipCheck } from '@hospital/contracts';
import { PAYMENT_MESSAGES, bahtWithSign, bankName } from '@hospital/rules';

const enc = encodeURIComponent;

/** The QR line of a slip: read (bank and reference), none found, or still reading. */
export function slipQrText(slip: SlipCheck): string {
  if (slip.qr === 'pending') return PAYMENT_MESSAGES.qrPending;
  if (slip.qr === 'none') return PAYMENT_MESSAGES.qrNone;
  const bank = slip.sendingBankName ?? bankName(slip.sendingBank) ?? 'ไม่ทราบธนาคาร';
  return PAYMENT_MESSAGES.qrRead(bank, slip.transRef ?? '-');
}

/**
 * Issue 13 item 5, what Finance sees of a slip, on the case's payment tab and on the board:
 * the QR read ('อ่าน QR แล้ว: ธนาคาร… เลขอ้างอิง …'), the bank's answer on the amount (green
 * match, red mismatch, amber unknown) with the bank's amount, and a red warning linking to each
 * other case whose slip carries the same reference. Finance still decides.
 * `testIdOf` names the test ids (slip-qr-<teleID>, slip-verify-<teleID>, slip-duplicate-<teleID>).
 */
export function SlipCheckView({ slip, testIdOf, compact = false }: { slip: SlipCheck; testIdOf(kind: 'qr' | 'verify' | 'duplicate'): string; compact?: boolean }) {
  const [before, after] = PAYMENT_MESSAGES.duplicate('\u0000').split('\u0000');
  return (
    <div className={compact ? 'slip-check slip-check-compact' : 'slip-check'} data-qr={slip.qr}>
      <p className="slip-check-line" data-testid={testIdOf('qr')}>
        {slipQrText(slip)}
      </p>
      {slip.verification && (
        <p className={`slip-check-line slip-verify-${slip.verification}`} data-testid={testIdOf('verify')} data-verification={slip.verification}>
          {PAYMENT_MESSAGES.verification[slip.verification]}
          {slip.verifiedAmount !== null && ` (ธนาคารแจ้งยอด ${bahtWithSign(slip.verifiedAmount)})`}
        </p>
      )}
      {slip.duplicateOf.length > 0 && (
        <p className="slip-duplicate" role="alert" data-testid={testIdOf('duplicate')}>
          {before}
          {slip.duplicateOf.map((d, i) => (
            <Fragment key={d.teleID}>
              {i > 0 && ', '}
              <Link to={`/teleInfo/${enc(d.teleID)}`} data-testid={`slip-duplicate-link-${d.teleID}`}>
                {d.fullName} ({d.appointDatetimeText})
              </Link>
            </Fragment>
          ))}
          {after}
        </p>
      )}
    </div>
  );
}
