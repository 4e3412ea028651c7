import type { TeleRequest } from '@hospital/contracts';
import { FLOW_STATUS, mayMove } from '@hospital/rules';
import { sessionStore } from '../../session/session-store';
import { useCaseMove } from '../case/useCaseMove';
import { useCaseRoom } from '../case/case-room';
import { CasePhotosSection, DrugNoteSection, EarlierPhotosSection, HisVisitsSection } from './DoctorPanelSections';

/**
 * Issue 35 item 1: the case beside the video on /vdoadmin/{teleID} — first the status with, for
 * the doctor stage, the 'แพทย์ตรวจแล้ว' move (the same PUT transfer as the case page; kept at the
 * top so it is in view), then the drug note, the symptoms, the patient's photos with their body
 * sites and quality notes (a tap enlarges one over the call), the last HIS visits and the photos
 * of earlier cases. The panel scrolls inside itself so the call's controls stay in view.
 */
export function VideoCasePanel({ tele }: { tele: TeleRequest }) {
  const { move, busy, error, notice } = useCaseMove(tele.teleID);
  // Live: a photo the worker finishes (its thumbnail, its quality note) or a move shows without a reload.
  useCaseRoom(tele.teleID, tele);
  const role = sessionStore.get()?.role ?? null;
  const canMarkSeen = tele.flowStatus === FLOW_STATUS.doctor && mayMove(FLOW_STATUS.doctor, FLOW_STATUS.seenByDoctor, role, false);

  return (
    <aside className="card video-case-panel" data-testid="video-case-panel" aria-label="ข้อมูลผู้ป่วย">
      <section className="video-case-status">
        <p>
          สถานะ: <span className="badge" data-testid="video-case-status">{tele.flowStatusName}</span>
        </p>
        {notice && (
          <div className="alert alert-success" role="status" data-testid="video-case-notice">
            {notice}
          </div>
        )}
        {error && (
          <div className="alert alert-danger" role="alert" data-testid="video-case-error">
            {error}
          </div>
        )}
        {canMarkSeen && !notice && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void move({ flowStatus: FLOW_STATUS.seenByDoctor }, 'บันทึก "แพทย์ตรวจแล้ว" เรียบร้อย')}
            data-testid="video-case-seen"
          >
            แพทย์ตรวจแล้ว
          </button>
        )}
      </section>
      <DrugNoteSection teleID={tele.teleID} />
      <section aria-labelledby="video-case-description-title">
        <h2 id="video-case-description-title">อาการ</h2>
        <p className="video-case-text" data-testid="video-case-description">
          {tele.description || '-'}
        </p>
      </section>
      <CasePhotosSection teleID={tele.teleID} />
      <HisVisitsSection teleID={tele.teleID} />
      <EarlierPhotosSection teleID={tele.teleID} />
    </aside>
  );
}
