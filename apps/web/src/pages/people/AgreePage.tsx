import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PEOPLE_MESSAGES, RELATION_LABELS } from '@hospital/contracts';
import { useAgreeCaregiver, useOwnCaregivers } from '../../api/people';
import { ConsentModal } from '../../components/consent/ConsentModal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../line/alerts';
import { useSession } from '../../session/useSession';
import { AGREE_CONSENT_PARAGRAPHS, AGREE_CONSENT_TITLE } from './caregiving-texts';
import './people.css';

/**
 * /people/agree/:linkID — issue 33 item 1: the adult a caregiver added, signed in as themselves
 * (their own LINE or browser), reads who asks and what it allows, signs and agrees. The request
 * is read from their own caregivers (GET /api/v1/me/caregivers, never X-Acting-For).
 */
export function AgreePage() {
  const { linkID = '' } = useParams();
  const { user } = useSession();
  const patient = user !== null && !user.role;
  const caregivers = useOwnCaregivers(patient);
  const agree = useAgreeCaregiver();
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const link = caregivers.data?.data.find((c) => c.linkID === linkID);

  async function send(signBase64: string) {
    setSigning(false);
    setError(null);
    try {
      const answer = await agree.mutateAsync({ linkID, signBase64 });
      setDone(answer?.message ?? PEOPLE_MESSAGES.agreed);
    } catch (e) {
      setError(errorText(e));
    }
  }

  let body;
  if (!patient) body = <p className="alert alert-info">หน้านี้สำหรับผู้รับบริการ กรุณาเข้าสู่ระบบด้วยบัญชีของท่านเอง</p>;
  else if (caregivers.isLoading) body = <Spinner label="กำลังโหลดข้อมูล" />;
  else if (caregivers.error) body = <p className="alert alert-danger" role="alert">{caregivers.error.message}</p>;
  else if (done)
    body = (
      <div className="alert alert-info" role="status" data-testid="agree-done">
        <p>{done}</p>
        <p>
          ท่านยกเลิกได้ทุกเมื่อที่ <Link to="/privacy">ความเป็นส่วนตัวและข้อมูลของฉัน</Link>
        </p>
      </div>
    );
  else if (!link)
    body = (
      <p className="alert alert-info" data-testid="agree-not-found">
        ไม่พบคำขอนี้ในบัญชีของท่าน กรุณาตรวจสอบว่าเข้าสู่ระบบด้วยบัญชีของผู้ที่ถูกขอให้ยืนยัน
      </p>
    );
  else if (link.state !== 'pending')
    body = (
      <p className="alert alert-info" data-testid="agree-not-pending">
        {link.state === 'active' ? 'ท่านยืนยันคำขอนี้แล้ว' : PEOPLE_MESSAGES.notPending}
      </p>
    );
  else
    body = (
      <>
        <p data-testid="agree-who">
          <strong>{link.fullName}</strong> ขอเป็นผู้ดูแลของท่าน
        </p>
        <p className="muted">ความสัมพันธ์ที่ผู้ขอระบุ: ท่านเป็น{RELATION_LABELS[link.relation]}ของผู้ขอ</p>
        <p>เมื่อท่านยืนยัน ผู้ดูแลจะทำรายการต่อไปนี้แทนท่านได้:</p>
        <ul>
          <li>จองนัดตรวจและนัดหมาย Telemedicine ส่งรูปภาพ และชำระเงิน</li>
          <li>ดูประวัติการรักษาและประวัติวัคซีน</li>
          <li>รับข้อความแจ้งเตือนเกี่ยวกับท่านทาง LINE</li>
        </ul>
        <p className="small">ทุกรายการที่ผู้ดูแลทำจะบันทึกในนามผู้ดูแล ท่านตรวจดูและยกเลิกสิทธิ์ได้ทุกเมื่อที่หน้าความเป็นส่วนตัว</p>
        {error && (
          <p className="alert alert-danger" role="alert" data-testid="agree-error">
            {error}
          </p>
        )}
        <div className="people-form-actions">
          <button type="button" className="btn btn-primary" disabled={agree.isPending} onClick={() => setSigning(true)} data-testid="agree-sign">
            {agree.isPending && <Spinner small label="กำลังบันทึก" />}
            ลงลายมือชื่อและยืนยัน
          </button>
        </div>
        <ConsentModal open={signing} title={AGREE_CONSENT_TITLE} paragraphs={AGREE_CONSENT_PARAGRAPHS} onDecline={() => setSigning(false)} onAccept={(sign) => void send(sign)} />
      </>
    );

  return (
    <>
      <ProfileHeader title="ยืนยันผู้ดูแล" />
      <section className="container people-page" data-testid="agree-page">
        <div className="card people-block agree-page">
          <h2>คำขอเป็นผู้ดูแล</h2>
          {body}
        </div>
      </section>
    </>
  );
}
