import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, FILE_CATEGORY } from '@hospital/contracts';
import { PAYMENT_MESSAGES, TELE_MESSAGES, categoryAccepts, patientMayPay } from '@hospital/rules';
import { teleKeys, transferTele, useMyTeleCase, useTelePayment } from '../../api/tele';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { ErrorModal } from '../../components/ErrorModal';
import { ImagePicker, ProgressBar, fileProblems, uploadImages, uploadProblem, type PickedPhoto } from '../../components/images';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../line/alerts';
import { closeLiffWindow, initLiff, probeLineClient, sendChatMessage } from '../../line/liff';
import { loadPublicConfig } from '../../api/public-config';
import { useRoom } from '../../realtime/useRoom';
import { useSession } from '../../session/useSession';
import '../case/case.css';
import { PaymentAmount } from './PaymentAmount';
import { PromptPayQr } from './PromptPayQr';
import './payment.css';
import { useActingUserID } from '../../session/acting-for';

/** What a slip may be (care-services §3 category 2; issue 28 item 1: checked here before anything is sent). */
const SLIP_ACCEPTS = categoryAccepts(FILE_CATEGORY.payment);

/**
 * /payment/:teleID — care-services §2 Payment proof, §4 Payment proof flow: the case, what to
 * pay, the slips; confirm → each image as category 2 → flowStatus 4 (issue 28 item 1: upload
 * first, so the case says 'paid' only with a stored slip) → inside LINE a chat
 * message and close (an alert when the message cannot be sent), outside LINE back or /home.
 * Issue 13 items 3–4: the items and total of GET /api/v1/tele/{teleID}/payment and its PromptPay
 * QR; while there is no amount, a notice and no slip input (the server refuses a slip then too).
 */
export function PaymentPage() {
  const { teleID = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const caseQuery = useMyTeleCase(teleID, user !== null);
  const tele = caseQuery.data?.data;
  const payable = tele ? patientMayPay(tele.flowStatus) : false;
  const payment = useTelePayment(teleID, payable);
  // Issue 33: the room of the person acted for (oneself when none is chosen; staff: their own id as before).
  const personID = useActingUserID();
  useRoom(user ? `patient:${personID ?? user.userID}` : null, [teleKeys.mineOne(teleID), teleKeys.case(teleID)]);

  const [files, setFiles] = useState<PickedPhoto[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const closeError = useCallback(() => setError(null), []);

  async function askConfirm() {
    if (files.length === 0) {
      setError(TELE_MESSAGES.paymentImageRequired);
      return;
    }
    // Issue 28 item 1: every slip is checked (type from its bytes, size) before anything is sent.
    const problem = (await fileProblems(files, SLIP_ACCEPTS)).join('\n') || uploadProblem(files);
    if (problem) {
      setError(problem);
      return;
    }
    setConfirming(true);
  }

  async function leave() {
    if (await probeLineClient().catch(() => false)) {
      try {
        await initLiff((await loadPublicConfig()).liff.ids.tele);
        await sendChatMessage(CHAT_MESSAGES.paymentSent);
      } catch (e) {
        console.warn('LINE send after payment', errorText(e));
        window.alert(TELE_MESSAGES.paymentConfirmedSendFailed);
      }
      try {
        closeLiffWindow();
      } catch (e) {
        console.warn('LIFF close', errorText(e));
      }
      return;
    }
    if (location.key === 'default') navigate('/home');
    else navigate(-1);
  }

  async function confirm() {
    setConfirming(false);
    setProgress({ loaded: 0, total: 0 });
    try {
      // Issue 28 item 1: the slips first, then 'paid' (4): the server refuses 4 without a stored slip,
      // so a slip that did not arrive never leaves the case saying it was paid.
      try {
        await uploadImages(teleID, files, FILE_CATEGORY.payment, (p) => setProgress({ loaded: p.loaded, total: p.total }));
      } catch (e) {
        setError(TELE_MESSAGES.uploadError + errorText(e));
        return;
      }
      try {
        await transferTele(teleID, { flowStatus: 4 });
      } catch (e) {
        setError(TELE_MESSAGES.updateError + errorText(e));
        return;
      }
      setDone(true);
      setFiles([]);
      await leave();
    } finally {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: teleKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: teleKeys.case(teleID) });
    }
  }

  let body;
  if (caseQuery.isLoading) {
    body = <Spinner label="กำลังโหลดข้อมูล" />;
  } else if (!tele) {
    body = (
      <div className="alert alert-danger" role="alert" data-testid="payment-error">
        {TELE_MESSAGES.teleNotFound}
      </div>
    );
  } else {
    const busy = progress !== null;
    body = (
      <>
        <dl className="case-summary" data-testid="payment-summary">
          <div>
            <dt>วันเวลานัดหมาย</dt>
            <dd>{tele.appointDatetimeText}</dd>
          </div>
          <div>
            <dt>ประเภทบริการ</dt>
            <dd>{tele.serviceTypeName}</dd>
          </div>
          <div>
            <dt>สถานะ</dt>
            <dd>
              <span className="status-badge" data-testid="payment-status" data-status={tele.flowStatus}>
                {tele.flowStatusName}
              </span>
            </dd>
          </div>
        </dl>
        {tele.flowStatus === -5 && tele.paymentMsg && (
          <p className="alert alert-danger" data-testid="payment-rejected-reason">
            เหตุผลที่ปฏิเสธหลักฐานการชำระเงิน: {tele.paymentMsg}
          </p>
        )}
        {done && (
          <p className="alert alert-success" role="status" data-testid="payment-done">
            {TELE_MESSAGES.sentOn}
          </p>
        )}
        {!payable ? (
          <p className="muted" data-testid="payment-state">
            {tele.flowStatusName}
          </p>
        ) : (
          <PayableBody
            payment={payment}
            slipsOnly={tele.flowStatus === 4}
            slipInput={
              <>
                <h3>แนบหลักฐานการชำระเงิน</h3>
                {/* issue 16 item 9: the shared picker (thumbnails, remove per slip, camera) */}
                <ImagePicker photos={files} onChange={setFiles} checkQuality={false} accepts={SLIP_ACCEPTS} disabled={busy} what="หลักฐานการชำระเงิน" testId="payment" inputTestId="payment-images-input" />
                {progress !== null && <ProgressBar bytes={progress} testId="payment-progress" />}
                <div className="form-actions">
                  <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void askConfirm()} data-testid="payment-confirm">
                    {busy && <Spinner small />}
                    ยืนยันการชำระเงิน
                  </button>
                </div>
              </>
            }
          />
        )}
      </>
    );
  }

  return (
    <>
      <ProfileHeader title="แจ้งหลักฐานการชำระเงิน" />
      <section className="container payment-page" data-testid="payment-page">
        <div className="card">{body}</div>
      </section>
      <ConfirmModal open={confirming} title="ยืนยันการชำระเงิน" testId="payment-confirm" onCancel={() => setConfirming(false)} onConfirm={() => void confirm()}>
        ยืนยันการแจ้งชำระเงินพร้อมหลักฐาน {files.length} รูป
      </ConfirmModal>
      <ErrorModal message={error} onClose={closeError} title={TELE_MESSAGES.cannotSave} />
    </>
  );
}

/**
 * What a payable case shows: the amount (or the notice that there is none yet), the PromptPay QR
 * while the patient still has to pay (not at 4, where a slip was already sent), then the slips.
 */
function PayableBody({ payment, slipsOnly, slipInput }: { payment: ReturnType<typeof useTelePayment>; slipsOnly: boolean; slipInput: ReactNode }) {
  if (payment.isLoading) return <Spinner label="กำลังโหลดค่าใช้จ่าย" />;
  if (payment.isError)
    return (
      <div className="alert alert-danger" role="alert" data-testid="payment-amount-error">
        {payment.error.message}
      </div>
    );
  const data = payment.data;
  if (!data || data.amount === null)
    return (
      <p className="alert alert-info" role="status" data-testid="payment-amount-missing">
        {PAYMENT_MESSAGES.amountMissing}
      </p>
    );
  return (
    <>
      <h3>ค่าใช้จ่ายที่ต้องชำระ</h3>
      <PaymentAmount payment={{ ...data, amount: data.amount }} />
      {slipsOnly ? (
        <p className="muted" data-testid="payment-sent-note">
          ท่านแจ้งชำระเงินแล้ว หากมีสลิปเพิ่มเติม แนบได้ที่นี่
        </p>
      ) : (
        data.promptPay && <PromptPayQr promptPay={data.promptPay} amount={data.amount} />
      )}
      {slipInput}
    </>
  );
}
