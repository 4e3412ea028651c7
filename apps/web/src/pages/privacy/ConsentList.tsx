import { useState } from 'react';
import type { ConsentPurposeState } from '@hospital/contracts';
import { formatThaiLongDate } from '@hospital/rules';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../line/alerts';
import { privacyKeys, useAgree, useMyConsents, useWithdraw } from '../../api/privacy';
import { useRoom } from '../../realtime/useRoom';
import { useActingUserID } from '../../session/acting-for';

/**
 * Issue 15 item 2: the person's consents, one card per purpose; a withdrawable one has a button
 * that first says what the withdrawal means (the confirm step) and only then withdraws.
 */
export function ConsentList() {
  const consents = useMyConsents();
  // A change made elsewhere (another phone, LINE and the browser): the person's room hears 'patient.consentsChanged'.
  const personID = useActingUserID(); // issue 33: the person acted for
  useRoom(personID ? `patient:${personID}` : null, [privacyKeys.consents]);
  const withdraw = useWithdraw();
  const agree = useAgree();
  const [asking, setAsking] = useState<ConsentPurposeState | null>(null);
  // Issue 28 item 3: the optional consent being given back (its text in force shown first).
  const [giving, setGiving] = useState<ConsentPurposeState | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirmAgree(): Promise<void> {
    if (!giving) return;
    setError(null);
    try {
      await agree.mutateAsync({ purpose: giving.purpose, textSha256: giving.current.textSha256 });
    } catch (e) {
      setError(errorText(e));
    }
    setGiving(null);
  }

  async function confirm(): Promise<void> {
    if (!asking) return;
    setError(null);
    try {
      await withdraw.mutateAsync(asking.purpose);
      setAsking(null);
    } catch (e) {
      setAsking(null);
      setError(errorText(e));
    }
  }

  if (consents.isLoading) return <Spinner label="กำลังโหลดข้อมูล" />;
  if (consents.error) return <p className="alert alert-danger" role="alert">{consents.error.message}</p>;
  return (
    <>
      {error && (
        <p className="alert alert-danger" role="alert" data-testid="consent-error">
          {error}
        </p>
      )}
      <ul className="privacy-list" data-testid="consent-list">
        {(consents.data?.purposes ?? []).map((p) => (
          <ConsentItem key={p.purpose} state={p} onWithdraw={() => setAsking(p)} onAgree={() => setGiving(p)} />
        ))}
      </ul>
      <ConfirmModal
        open={asking !== null}
        title={`ถอนความยินยอม: ${asking?.title ?? ''}`}
        busy={withdraw.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
        confirmLabel="ยืนยันถอนความยินยอม"
        testId="withdraw"
      >
        <p data-testid="withdraw-means">{asking?.withdrawalMeans}</p>
      </ConfirmModal>
      <ConfirmModal
        open={giving !== null}
        title={`ให้ความยินยอม: ${giving?.title ?? ''}`}
        busy={agree.isPending}
        onCancel={() => setGiving(null)}
        onConfirm={() => void confirmAgree()}
        confirmLabel="ยินยอม"
        testId="agree"
      >
        <div className="consent-text" data-testid="agree-text">
          {(giving?.current.text ?? '').split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      </ConfirmModal>
    </>
  );
}

/** Optional consents the person gives on this page (the vaccine consent is given at each booking, with a signature). */
const GIVEN_HERE = new Set<ConsentPurposeState['purpose']>(['network_sharing', 'line_messages', 'telemedicine']);

function ConsentItem({ state, onWithdraw, onAgree }: { state: ConsentPurposeState; onWithdraw(): void; onAgree(): void }) {
  const latest = state.records[0];
  // An agreement still in force (of this or an earlier version) is what a withdrawal ends.
  const inForce = state.records.some((r) => r.withdrawnAt === null);
  const withdrawn = !inForce ? (latest?.withdrawnAt ?? null) : null;
  const status = withdrawn
    ? `ถอนความยินยอมแล้วเมื่อ ${formatThaiLongDate(withdrawn)}`
    : state.agreedCurrent
      ? `ยินยอมแล้วเมื่อ ${formatThaiLongDate(latest!.givenAt)}`
      : latest
        ? 'ยินยอมฉบับก่อนหน้า ยังไม่ได้ยินยอมฉบับปัจจุบัน'
        : 'ยังไม่ได้ให้ความยินยอม';
  const canWithdraw = !state.required && state.withdrawalMeans !== null && inForce;
  // Issue 28 item 3: an optional consent not in force (withdrawn, or never given) can be given
  // (back) here, by agreeing to the text in force.
  const canAgree = !state.required && !inForce && GIVEN_HERE.has(state.purpose);
  return (
    <li className="card privacy-item" data-testid={`consent-${state.purpose}`}>
      <div className="privacy-item-head">
        <strong>{state.title}</strong>
        <span className={`privacy-badge ${withdrawn || !state.agreedCurrent ? 'off' : 'on'}`} data-testid={`consent-${state.purpose}-status`}>
          {withdrawn ? 'ถอนแล้ว' : state.agreedCurrent ? 'ยินยอม' : 'ยังไม่ยินยอม'}
        </span>
      </div>
      <p className="muted">
        {status} · ข้อความฉบับวันที่ {formatThaiLongDate(state.current.publishedAt)}
      </p>
      {state.required ? (
        <p className="muted small">จำเป็นต่อการรักษา ถอนได้โดยการยกเลิกการใช้งานบัญชีเท่านั้น</p>
      ) : (
        <>
          {canWithdraw && (
            <button type="button" className="btn btn-outline" onClick={onWithdraw} data-testid={`consent-${state.purpose}-withdraw`}>
              ถอนความยินยอม
            </button>
          )}
          {canAgree && (
            <button type="button" className="btn btn-primary" onClick={onAgree} data-testid={`consent-${state.purpose}-agree`}>
              {withdrawn ? 'ให้ความยินยอมอีกครั้ง' : 'ให้ความยินยอม'}
            </button>
          )}
        </>
      )}
    </li>
  );
}
