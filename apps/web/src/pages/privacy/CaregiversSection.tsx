import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CaregiverEntry } from '@hospital/contracts';
import { caregiverRelationLine, formatThaiLongDate } from '@hospital/rules';
import { useCaregivers, useEndCaregiver } from '../../api/people';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../line/alerts';
import { useActingFor } from '../../session/acting-for';
import { STATE_LABELS } from '../people/person-display';

/**
 * Issue 33 item 4, 'ผู้ที่ดูแลฉัน': who may act (or asked to act) for me. An adult ends any of
 * them here ('ยกเลิกสิทธิ์', with a confirm); a caregiver reading a child's /privacy sees the
 * child's caregivers but ends only their own caregiving, from /people.
 */
export function CaregiversSection() {
  const caregivers = useCaregivers();
  const end = useEndCaregiver();
  const actingFor = useActingFor();
  const [ending, setEnding] = useState<CaregiverEntry | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  async function confirm() {
    if (!ending) return;
    setMessage(null);
    try {
      const answer = await end.mutateAsync(ending.linkID);
      setMessage({ text: answer?.message ?? 'ยกเลิกสิทธิ์เรียบร้อย', failed: false });
    } catch (e) {
      setMessage({ text: errorText(e), failed: true });
    }
    setEnding(null);
  }

  if (caregivers.isLoading) return <Spinner label="กำลังโหลดข้อมูล" />;
  if (caregivers.error) return <p className="alert alert-danger" role="alert">{caregivers.error.message}</p>;
  const rows = caregivers.data?.data ?? [];
  return (
    <>
      {message && (
        <p className={`alert ${message.failed ? 'alert-danger' : 'alert-info'}`} role={message.failed ? 'alert' : 'status'} data-testid="caregivers-message">
          {message.text}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="muted" data-testid="caregivers-empty">
          ยังไม่มีผู้ใดดูแลหรือทำรายการแทน{actingFor ? 'ผู้นี้' : 'ท่าน'}
        </p>
      ) : (
        <ul className="privacy-list" data-testid="caregivers-list">
          {rows.map((c) => (
            <li key={c.linkID} className="card privacy-item" data-testid={`caregiver-${c.linkID}`}>
              <div className="privacy-item-head">
                <strong>{c.fullName}</strong>
                <span className={`privacy-badge ${c.state === 'active' ? 'on' : 'off'}`}>{STATE_LABELS[c.state]}</span>
              </div>
              {/* The caregiver's relation to the person (the link's relation turned round: libs/rules caregiving.ts). */}
              <p className="small" data-testid={`caregiver-relation-${c.linkID}`}>
                {caregiverRelationLine(c.relation, actingFor ? 'caregiver' : 'self')}
              </p>
              {c.since && <p className="small">เริ่มดูแลเมื่อ {formatThaiLongDate(c.since)}</p>}
              {c.until && <p className="small">สิ้นสุดเมื่ออายุครบ 20 ปี วันที่ {formatThaiLongDate(c.until)}</p>}
              {/* Issue 33 item 4: a request waiting for me (a caregiver's, or one renewed at my 20th birthday) is agreed on its own page. */}
              {!actingFor && c.state === 'pending' && (
                <Link to={`/people/agree/${c.linkID}`} className="btn btn-primary" data-testid={`caregiver-agree-${c.linkID}`}>
                  อ่านและยืนยันให้ดูแล
                </Link>
              )}
              {!actingFor && c.state !== 'ended' && !c.until && (
                <button type="button" className="btn btn-light" onClick={() => setEnding(c)} data-testid={`caregiver-end-${c.linkID}`}>
                  ยกเลิกสิทธิ์
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={ending !== null}
        title={`ยกเลิกสิทธิ์ของ ${ending?.fullName ?? ''}`}
        busy={end.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={() => void confirm()}
        confirmLabel="ยืนยันยกเลิกสิทธิ์"
        testId="caregiver-end"
      >
        <p>ผู้นี้จะไม่สามารถจองนัด ดูประวัติ หรือรับข้อความแทนท่านได้อีก หากต้องการให้ดูแลอีกครั้ง ผู้นั้นต้องส่งคำขอใหม่และท่านต้องยืนยันอีกครั้ง</p>
      </ConfirmModal>
    </>
  );
}
