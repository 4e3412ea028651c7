import { useParams } from 'react-router-dom';
import { RECEIPT_MESSAGES, bahtWithSign } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { useReceiptVerification } from '../../api/receipts';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import './receipt.css';

/**
 * /receipt/verify/:code — issue 32 item 7: what the receipt's QR opens, for anyone holding the
 * paper (an insurer, the patient's office; no sign-in): 'ใบเสร็จนี้ออกโดยโรงพยาบาล…' with the
 * number, date, total and the payer's masked name — to compare with the paper — or
 * 'ไม่พบใบเสร็จ' for a code no receipt has (mistyped or altered).
 */
export function ReceiptVerifyPage() {
  const { code = '' } = useParams();
  const check = useReceiptVerification(code);
  const receipt = check.data;

  let body;
  if (check.isLoading) body = <Spinner label="กำลังตรวจสอบใบเสร็จ" />;
  else if (receipt)
    body = (
      <div data-testid="receipt-genuine">
        <div className="receipt-verdict receipt-genuine">
          <svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor" aria-hidden="true">
            <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z" />
          </svg>
          <h2 data-testid="receipt-issued-by">{RECEIPT_MESSAGES.issuedBy(receipt.hospitalName)}</h2>
        </div>
        <dl className="receipt-facts">
          <div>
            <dt>เลขที่ใบเสร็จ</dt>
            <dd data-testid="receipt-number">{receipt.receiptNumber}</dd>
          </div>
          <div>
            <dt>วันที่</dt>
            <dd data-testid="receipt-date">{receipt.issuedDateText}</dd>
          </div>
          <div>
            <dt>จำนวนเงิน</dt>
            <dd data-testid="receipt-total">{bahtWithSign(receipt.total)}</dd>
          </div>
          <div>
            <dt>ผู้ชำระเงิน</dt>
            <dd data-testid="receipt-payer">{receipt.payerName}</dd>
          </div>
        </dl>
        <p className="muted">กรุณาเทียบเลขที่ วันที่ และจำนวนเงินกับใบเสร็จที่ได้รับ หากไม่ตรงกัน ใบเสร็จนั้นอาจถูกแก้ไข</p>
      </div>
    );
  else {
    const problem = check.error instanceof ApiError && check.error.status !== 404 ? check.error.message : null;
    const notFound = problem === null;
    body = (
      <div data-testid="receipt-unknown">
        <div className="receipt-verdict receipt-unknown">
          <svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor" aria-hidden="true">
            <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
          </svg>
          <h2>{problem ?? RECEIPT_MESSAGES.notFound}</h2>
        </div>
        {notFound && <p>{RECEIPT_MESSAGES.notFoundHint}</p>}
      </div>
    );
  }

  return (
    <>
      <ProfileHeader title="ตรวจสอบใบเสร็จรับเงิน" />
      <section className="container receipt-page" data-testid="receipt-verify-page">
        <div className="card">{body}</div>
      </section>
    </>
  );
}
