import { Link, useParams } from 'react-router-dom';
import { RECEIPT_MESSAGES, TELE_MESSAGES, receiptAvailable } from '@hospital/rules';
import { useMyTeleCase } from '../../api/tele';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/useSession';
import { ReceiptButton } from './ReceiptButton';
import './receipt.css';

/**
 * /receipt/:teleID — issue 32 item 7: where the LINE card 'ใบเสร็จรับเงิน' leads (signed in, the
 * patient's own case): the visit and the receipt's PDF to download, keep or print for a
 * reimbursement. Before Finance has verified the payment it says the receipt is not issued yet.
 */
export function ReceiptPage() {
  const { teleID = '' } = useParams();
  const { user } = useSession();
  const caseQuery = useMyTeleCase(teleID, user !== null);
  const tele = caseQuery.data?.data;

  let body;
  if (caseQuery.isLoading) body = <Spinner label="กำลังโหลดข้อมูล" />;
  else if (!tele)
    body = (
      <p className="alert alert-danger" role="alert" data-testid="receipt-case-missing">
        {TELE_MESSAGES.teleNotFound}
      </p>
    );
  else
    body = (
      <>
        <dl className="receipt-facts" data-testid="receipt-case">
          <div>
            <dt>วันเวลานัดหมาย</dt>
            <dd>{tele.appointDatetimeText}</dd>
          </div>
          <div>
            <dt>ประเภทบริการ</dt>
            <dd>{tele.serviceTypeName}</dd>
          </div>
        </dl>
        {receiptAvailable(tele.flowStatus) ? (
          <>
            <p className="muted">ใบเสร็จรับเงินเป็นไฟล์ PDF บันทึกหรือพิมพ์ได้ ใช้เป็นหลักฐานเพื่อเบิกค่ารักษาพยาบาลได้</p>
            <ReceiptButton teleID={tele.teleID} label="ดาวน์โหลดใบเสร็จรับเงิน (PDF)" primary />
          </>
        ) : (
          <p className="alert alert-info" role="status" data-testid="receipt-not-issued">
            {RECEIPT_MESSAGES.notIssued}
          </p>
        )}
        <p>
          <Link to="/home">กลับหน้าหลัก</Link>
        </p>
      </>
    );

  return (
    <>
      <ProfileHeader title={RECEIPT_MESSAGES.title} />
      <section className="container receipt-page" data-testid="receipt-page">
        <div className="card">{body}</div>
      </section>
    </>
  );
}
