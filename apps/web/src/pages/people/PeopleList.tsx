import { useState } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import type { PersonEntry } from '@hospital/contracts';
import { useEndMyCaregiving } from '../../api/people';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { errorText } from '../../line/alerts';
import { actingForStore } from '../../session/acting-for-store';
import { STATE_LABELS, agreeUrl, personInitial, relationLine } from './person-display';

/** The agree link's QR, as the tickets draw theirs (qrcode.react). */
export const AGREE_QR_SIZE = 180;

/**
 * Issue 33 item 1: the people of my list (not myself): relation, state, a child's end date in
 * the Buddhist era; a pending adult's agree link with a copy button and a QR; 'เลิกดูแล' (with
 * a confirm) ends my own caregiving.
 */
export function PeopleList({ people, onNotice }: { people: PersonEntry[]; onNotice(message: string): void }) {
  const end = useEndMyCaregiving();
  const [ending, setEnding] = useState<PersonEntry | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirmEnd() {
    if (!ending) return;
    setError(null);
    try {
      const answer = await end.mutateAsync(ending.userID);
      if (actingForStore.get()?.userID === ending.userID) actingForStore.clear();
      onNotice(answer?.message ?? 'ยกเลิกการดูแลเรียบร้อย');
    } catch (e) {
      setError(errorText(e));
    }
    setEnding(null);
  }

  if (people.length === 0) {
    return (
      <p className="muted" data-testid="people-empty">
        ยังไม่มีผู้ที่ท่านดูแล เพิ่มบุตรหรือบิดามารดาได้ที่แบบฟอร์มด้านล่าง
      </p>
    );
  }
  return (
    <>
      {error && (
        <p className="alert alert-danger" role="alert" data-testid="people-end-error">
          {error}
        </p>
      )}
      <ul className="people-list" data-testid="people-list">
        {people.map((p) => (
          <li key={p.userID} className={`people-item${p.state === 'ended' ? ' is-ended' : ''}`} data-testid={`people-item-${p.userID}`}>
            <div className="people-item-head">
              <span className="person-initial" aria-hidden="true">
                {personInitial(p.fullName)}
              </span>
              <span className="people-item-name">{p.fullName}</span>
              <span className={`people-state ${p.state}`} data-testid={`people-state-${p.userID}`}>
                {STATE_LABELS[p.state]}
              </span>
            </div>
            <p className="muted">{relationLine(p)}</p>
            {p.state === 'pending' && p.agreePath && <AgreeLink path={p.agreePath} name={p.fullName} userID={p.userID} />}
            {p.state !== 'ended' && (
              <div className="people-actions">
                <button type="button" className="btn btn-light" onClick={() => setEnding(p)} data-testid={`people-end-${p.userID}`}>
                  {p.state === 'pending' ? 'ยกเลิกคำขอ' : 'เลิกดูแล'}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={ending !== null}
        title={`เลิกดูแล ${ending?.fullName ?? ''}`}
        busy={end.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={() => void confirmEnd()}
        confirmLabel="ยืนยันเลิกดูแล"
        testId="people-end"
      >
        <p>ท่านจะไม่สามารถจองนัด ดูประวัติ หรือรับข้อความแทนผู้นี้ได้อีก หากต้องการดูแลอีกครั้งต้องเพิ่มใหม่</p>
      </ConfirmModal>
    </>
  );
}

/** A pending adult's agree link: the address, a copy button and a QR to show on the phone. */
function AgreeLink({ path, name, userID }: { path: string; name: string; userID: string }) {
  const url = agreeUrl(path);
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('คัดลอกลิงก์แล้ว ส่งให้ผู้นั้นเปิดจาก LINE ของตนเอง');
    } catch {
      setCopied('คัดลอกไม่ได้ กรุณากดค้างที่ลิงก์เพื่อคัดลอกเอง');
    }
  }

  return (
    <div className="people-agree" data-testid={`people-agree-${userID}`}>
      <p>ส่งลิงก์นี้ หรือให้สแกน QR เพื่อให้ {name} ยืนยันจาก LINE ของตนเอง (หรือยืนยันที่โรงพยาบาลพร้อมบัตรประชาชน)</p>
      <a className="people-agree-url" href={url} data-testid={`people-agree-url-${userID}`}>
        {url}
      </a>
      <div className="people-actions">
        <button type="button" className="btn btn-outline" onClick={() => void copy()} data-testid={`people-agree-copy-${userID}`}>
          คัดลอกลิงก์
        </button>
      </div>
      {copied && (
        <p role="status" className="small">
          {copied}
        </p>
      )}
      <QRCodeCanvas value={url} size={AGREE_QR_SIZE} marginSize={2} level="M" role="img" aria-label={`คิวอาร์โค้ดลิงก์ยืนยันของ ${name}`} />
    </div>
  );
}
