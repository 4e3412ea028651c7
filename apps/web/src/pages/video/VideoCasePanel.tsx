import type { TeleRequest } from '@hospital/contracts';
import { FLOW_STATUS, mayMove } from '@hospital/rules';
import { ImageGallery } from '../../components/images';
import { sessionStore } from '../../session/session-store';
import { useCaseMove } from '../case/useCaseMove';

/**
 * Issue 35 item 1: the case beside the video on /vdoadmin/{teleID} — the symptoms, the patient's
 * photos with their body sites (the case gallery; a tap opens the image viewer), and for the
 * doctor stage the 'แพทย์ตรวจแล้ว' move (the same PUT transfer as the case page). The panel
 * scrolls inside itself so the call's controls stay in view.
 */
export function VideoCasePanel({ tele }: { tele: TeleRequest }) {
  const { move, busy, error, notice } = useCaseMove(tele.teleID);
  const role = sessionStore.get()?.role ?? null;
  const canMarkSeen = tele.flowStatus === FLOW_STATUS.doctor && mayMove(FLOW_STATUS.doctor, FLOW_STATUS.seenByDoctor, role, false);

  return (
    <aside className="card video-case-panel" data-testid="video-case-panel" aria-label="ข้อมูลผู้ป่วย">
      <section>
        <h2>อาการ</h2>
        <p className="video-case-text" data-testid="video-case-description">
          {tele.description || '-'}
        </p>
      </section>
      <section>
        <h2>รูปภาพจากผู้ป่วย</h2>
        <ImageGallery teleID={tele.teleID} categories={[0]} testId="video-case-gallery" />
      </section>
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
    </aside>
  );
}
