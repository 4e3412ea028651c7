import { useState } from 'react';
import type { ConsentPurposeState } from '@hospital/contracts';
import { formatThaiLongDate } from '@hospital/rules';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../line/alerts';
import { useMyConsents, useWithdraw } from './privacy-api';

/**
 * Issue 15 item 2: the person's consents, one card per purpose; a withdrawable one has a button
 * that first says what the withdrawal means (the confirm step) and only then withdraws.
 */
export function ConsentList() {
  const consents = useMyConsents();
  const withdraw = useWithdraw();
  const [asking, setAsking] = useState<ConsentPurposeState | null>(null);
  const [error, setError] = useState<string | null>(null);

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
          <ConsentItem key={p.purpose} state={p} onWithdraw={() => setAsking(p)} />
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
    </>
  );
}

function ConsentItem({ state, onWithdraw }: { state: ConsentPurposeState; onWithdraw(): void }) {
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
        canWithdraw && (
          <button type="button" className="btn btn-outline" onClick={onWithdraw} data-testid={`consent-${state.purpose}-withdraw`}>
            ถอนความยินยอม
          </button>
        )
      )}
    </li>
  );
}
