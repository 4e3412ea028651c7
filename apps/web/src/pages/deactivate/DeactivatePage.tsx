import { useState } from 'react';
import { CHAT_MESSAGES, type DeactivateRequest } from '@hospital/contracts';
import { DEACTIVATE_MESSAGES } from '@hospital/rules';
import { deactivateAccount } from '../../api/identity';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { PatientHeader } from '../../components/PatientHeader';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../line/alerts';
import { closeLiffWindow, initLiff, probeLineClient, sendChatMessage } from '../../line/liff';
import { loadPublicConfig } from '../../api/public-config';
import { sessionStore } from '../../session/session-store';

/** care-services §4 Deactivate: the modal goes closed → open → processing. */
type ModalState = 'closed' | 'open' | 'processing';

/**
 * /deactivate — care-services §2 Deactivate, §4, §7 POST /api/v1/identity/deactivate {isDelete}
 * (json-patch+json), §8. On success the account is gone, so the session ends: inside LINE the
 * 'usage cancelled' message goes to the chat and the window closes; outside LINE the page
 * signs out and lands on /login (not back or /home: a deactivated user cannot stay signed in).
 * On failure the modal closes and the error shows on the page.
 */
export function DeactivatePage() {
  const [isDelete, setIsDelete] = useState(false);
  const [modal, setModal] = useState<ModalState>('closed');
  const [error, setError] = useState<string | null>(null);

  async function leaveLine(): Promise<void> {
    if (!(await probeLineClient().catch(() => false))) return;
    try {
      await initLiff((await loadPublicConfig()).liff.ids.deactivate);
      await sendChatMessage(CHAT_MESSAGES.deactivated);
    } catch (e) {
      console.warn('LINE send after deactivation', errorText(e));
    }
    try {
      closeLiffWindow();
    } catch (e) {
      console.warn('LIFF close', errorText(e));
    }
  }

  async function confirm(): Promise<void> {
    setModal('processing');
    setError(null);
    try {
      const body: DeactivateRequest = { isDelete };
      await deactivateAccount(body);
    } catch (e) {
      setModal('closed');
      setError(`${DEACTIVATE_MESSAGES.failed}: ${errorText(e)}`);
      return;
    }
    setModal('closed');
    await leaveLine();
    // The account signs in no more: end the session (SessionEffects lands on /login).
    sessionStore.signOut();
  }

  return (
    <>
      <ProfileHeader title={DEACTIVATE_MESSAGES.title} />
      <section className="container" data-testid="deactivate-page">
        <PatientHeader />
        <div className="card">
          <p>
            ท่านสามารถยกเลิกการใช้งานบัญชีนี้ได้ เช่น เพื่อเปลี่ยนไปใช้งานเป็นผู้ใช้ใหม่ เมื่อยกเลิกแล้ว
            บัญชี LINE นี้จะไม่ผูกกับข้อมูลของท่านอีกต่อไป และจะเข้าสู่ระบบด้วยบัญชีนี้ไม่ได้อีก
          </p>
          <p>
            หากต้องการ ท่านสามารถเลือกลบข้อมูลส่วนตัวและนัดหมายทั้งหมดที่ยังไม่ถึงกำหนดได้ด้วย
          </p>
          <p className="muted" data-testid="deactivate-law-note">
            ข้อมูลเวชระเบียนที่กฎหมายกำหนดให้โรงพยาบาลต้องเก็บรักษา จะยังคงเก็บไว้ในระบบของโรงพยาบาล
          </p>
          <label className="checkbox">
            <input type="checkbox" checked={isDelete} onChange={(e) => setIsDelete(e.target.checked)} disabled={modal === 'processing'} data-testid="deactivate-delete" />{' '}
            {DEACTIVATE_MESSAGES.deleteAll}
          </label>
          {error && (
            <p className="alert alert-danger" role="alert" data-testid="deactivate-error">
              {error}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn-danger" onClick={() => setModal('open')} disabled={modal !== 'closed'} data-testid="deactivate-open">
              {DEACTIVATE_MESSAGES.title}
            </button>
          </div>
        </div>
      </section>
      <ConfirmModal
        open={modal !== 'closed'}
        title={DEACTIVATE_MESSAGES.confirmQuestion}
        busy={modal === 'processing'}
        testId="deactivate"
        onCancel={() => setModal('closed')}
        onConfirm={() => void confirm()}
      >
        {modal === 'processing' ? (
          <p data-testid="deactivate-processing" data-state="processing">
            <Spinner small /> {DEACTIVATE_MESSAGES.processing}
          </p>
        ) : (
          <p data-testid="deactivate-summary" data-state="open">
            {isDelete ? 'ยกเลิกการใช้งาน พร้อมลบข้อมูลและนัดหมายทั้งหมด' : 'ยกเลิกการใช้งาน (ไม่ลบข้อมูล)'}
          </p>
        )}
      </ConfirmModal>
    </>
  );
}
