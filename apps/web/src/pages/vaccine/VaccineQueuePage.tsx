import { useQuery } from '@tanstack/react-query';
import { QRCodeCanvas } from 'qrcode.react';
import { Link, useParams } from 'react-router-dom';
import { VACCINE_MESSAGES, dosesToShow, formatThaiAppointment, isValidNationalId } from '@hospital/rules';
import { studentLookup, useAllEvents, vaccineKeys } from '../../api/vaccines';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import './vaccine.css';

/** §9: the QR code's size. */
export const QUEUE_QR_SIZE = 200;

/** What the ticket's QR code holds: the ticket's own address, so staff scanning it open this page. */
export const queueQrValue = (origin: string, cid: string): string => `${origin}/vaccinequeue/${cid}`;

/**
 * /vaccinequeue and /vaccinequeue/:cid — care-services §2 Vaccine queue: read-only; a QR code
 * (size 200) of the ticket's address and a ticket for each dose 1–6 that dosesToShow gives
 * (that dose's date present and the vaccine type's dose number equal to it): queue number,
 * date (Buddhist era), time and place.
 */
export function VaccineQueuePage() {
  const { cid = '' } = useParams();
  const valid = isValidNationalId(cid);
  const student = useQuery({
    queryKey: vaccineKeys.student(cid),
    queryFn: () => studentLookup(cid),
    enabled: valid,
    retry: false,
  });
  const events = useAllEvents(valid);
  const record = student.data?.status === 200 ? student.data.data : null;
  const tickets = record ? dosesToShow(record) : [];
  const placeOf = (key: string | null) => (events.data ?? []).find((e) => e.vaccineEventKey === key)?.vaccinePlace ?? '';

  let body;
  if (!valid) {
    body = (
      <p className="alert alert-warning" data-testid="queue-missing">
        กรุณาระบุเลขบัตรประจำตัวประชาชน <Link to="/vaccinebooking">ค้นหาข้อมูลนักเรียน</Link>
      </p>
    );
  } else if (student.isLoading) {
    body = <Spinner label="กำลังโหลดบัตรคิว" />;
  } else if (!record) {
    body = (
      <p className="alert alert-warning" data-testid="queue-missing">
        {student.data?.status === 404 ? VACCINE_MESSAGES.notOnList : student.data?.msg || VACCINE_MESSAGES.noData}
      </p>
    );
  } else {
    body = (
      <>
        <div className="queue-head">
          <div>
            <h2 data-testid="queue-name">
              {record.titleName}
              {record.firstName} {record.lastName}
            </h2>
            <p className="muted">
              {record.schoolName} {record.classYearName}
            </p>
          </div>
          <div className="queue-qr" data-testid="queue-qr">
            <QRCodeCanvas value={queueQrValue(window.location.origin, record.cid)} size={QUEUE_QR_SIZE} marginSize={2} role="img" aria-label="คิวอาร์โค้ดบัตรคิว" data-testid="queue-qr-canvas" />
          </div>
        </div>
        {tickets.length === 0 ? (
          <p className="alert alert-info" data-testid="queue-none">
            ยังไม่มีคิวการฉีดวัคซีน <Link to={`/vaccinebooking/${record.cid}`}>จองคิววัคซีน</Link>
          </p>
        ) : (
          <div className="queue-tickets">
            {tickets.map((t) => (
              <article key={t.dose} className="queue-ticket" data-testid="queue-ticket" data-dose={t.dose}>
                <header>เข็มที่ {t.dose}</header>
                <p className="queue-number">
                  คิวที่ <strong data-testid="queue-number">{t.queueNumber ?? '-'}</strong>
                </p>
                <dl>
                  <div>
                    <dt>วันที่</dt>
                    <dd data-testid="queue-date">{formatThaiAppointment(t.queueDate)}</dd>
                  </div>
                  <div>
                    <dt>เวลา</dt>
                    <dd data-testid="queue-time">{t.queueTime ? `${t.queueTime} น.` : '-'}</dd>
                  </div>
                  <div>
                    <dt>สถานที่</dt>
                    <dd data-testid="queue-place">{placeOf(t.vaccineEventKey ?? record.slotID)}</dd>
                  </div>
                </dl>
              </article>
            ))}
          </div>
        )}
        <p className="queue-note muted">กรุณาแสดงบัตรคิวนี้ต่อเจ้าหน้าที่ ณ จุดบริการ และมาก่อนเวลานัด 15 นาที</p>
      </>
    );
  }

  return (
    <>
      <ProfileHeader title="บัตรคิววัคซีน" />
      <section className="container vaccine-page" data-testid="vaccine-queue-page">
        <div className="card">{body}</div>
      </section>
    </>
  );
}
