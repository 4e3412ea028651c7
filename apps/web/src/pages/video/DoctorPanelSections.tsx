import { useState } from 'react';
import type { EarlierImage, TeleImage } from '@hospital/contracts';
import { BODY_SITE_MESSAGES, DOCTOR_PANEL_MESSAGES, bodySiteLabel, formatThaiAppointment, formatThaiLongDate } from '@hospital/rules';
import { useCaseHistory, useEarlierImages } from '../../api/doctor-panel';
import { useTeleImages } from '../../components/images';
import { PhotoZoomViewer, type ViewedPhoto } from './PhotoZoomViewer';

/**
 * Issue 35 item 1: the sections of the case beside the video (VideoCasePanel): the drug note, the
 * last HIS visits, this case's photos with their body sites and quality notes, and the photos of
 * the patient's earlier cases. A tap on a photo enlarges it in a dialog over the call.
 */

/** 'แพ้ยา: …' in a warning box, or 'ไม่มีประวัติแพ้ยา'. */
export function DrugNoteSection({ teleID }: { teleID: string }) {
  const history = useCaseHistory(teleID);
  const note = history.data?.drugNote ?? '';
  return (
    <section aria-labelledby="panel-drug-title">
      <h2 id="panel-drug-title">ประวัติแพ้ยา</h2>
      {history.isLoading ? (
        <p className="muted">กำลังโหลด…</p>
      ) : history.isError ? (
        <p className="muted" data-testid="panel-drug-note-error">
          อ่านประวัติแพ้ยาไม่ได้
        </p>
      ) : note ? (
        <div className="alert alert-danger panel-drug-note" role="note" data-testid="panel-drug-note" data-allergy="true">
          <strong>{DOCTOR_PANEL_MESSAGES.drugAllergy}:</strong> {note}
        </div>
      ) : (
        <p className="panel-no-allergy" data-testid="panel-drug-note" data-allergy="false">
          {DOCTOR_PANEL_MESSAGES.noDrugAllergy}
        </p>
      )}
    </section>
  );
}

/** The last 3 HIS visits: the day in Buddhist era, the doctor, the diagnosis and the chief complaint. */
export function HisVisitsSection({ teleID }: { teleID: string }) {
  const history = useCaseHistory(teleID);
  const visits = history.data?.visits ?? [];
  return (
    <section aria-labelledby="panel-visits-title">
      <h2 id="panel-visits-title">การรักษาครั้งก่อน (HIS)</h2>
      {history.isLoading ? (
        <p className="muted">กำลังโหลด…</p>
      ) : visits.length === 0 ? (
        <p className="muted" data-testid="panel-visits-empty">
          {history.data && !history.data.hn ? DOCTOR_PANEL_MESSAGES.noHn : DOCTOR_PANEL_MESSAGES.noVisits}
        </p>
      ) : (
        <ol className="panel-visits" data-testid="panel-visits">
          {visits.map((v) => (
            <li key={v.clinicVisitKey} data-testid="panel-visit">
              <div className="panel-visit-head">
                <strong data-testid="panel-visit-date">{formatThaiLongDate(v.recordDT)}</strong>
                {v.doctor && <span data-testid="panel-visit-doctor">{v.doctor}</span>}
              </div>
              {v.diagnosis && (
                <p>
                  <span className="panel-label">วินิจฉัย:</span> <span data-testid="panel-visit-dx">{v.diagnosis}</span>
                </p>
              )}
              {v.summary && (
                <p>
                  <span className="panel-label">อาการสำคัญ:</span> {v.summary}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** One photo tile: a button (the viewer opens over the call), its body site and quality note under it. */
function PhotoTile({ photo, thumbnail, onOpen, testId, caption }: { photo: ViewedPhoto; thumbnail: string | null; onOpen: () => void; testId: string; caption?: string }) {
  const site = bodySiteLabel(photo.bodySite);
  return (
    <li className="panel-photo" data-testid={testId}>
      <button type="button" className="panel-photo-button" onClick={onOpen} aria-label={`ดูภาพ ${photo.fileName} ขนาดใหญ่`} data-testid={`${testId}-open`}>
        {thumbnail ? <img src={thumbnail} alt="" /> : <span className="panel-photo-placeholder">กำลังประมวลผล…</span>}
      </button>
      {caption && <span className="panel-photo-caption" data-testid={`${testId}-date`}>{caption}</span>}
      {site && (
        <span className="panel-photo-caption" data-testid={`${testId}-site`}>
          {BODY_SITE_MESSAGES.caption}: {site}
        </span>
      )}
      {photo.qualityNote && (
        <span className="photo-quality-note" data-testid={`${testId}-quality`}>
          {photo.qualityNote}
        </span>
      )}
    </li>
  );
}

const viewed = (i: TeleImage | EarlierImage, caption?: string): ViewedPhoto => ({ fileID: i.fileID, fileName: i.fileName, bodySite: i.bodySite, qualityNote: i.qualityNote, caption });

/** This case's photos from the patient (category 0), with body sites and quality notes. */
export function CasePhotosSection({ teleID }: { teleID: string }) {
  const images = useTeleImages(teleID);
  const [open, setOpen] = useState<ViewedPhoto | null>(null);
  const photos = (images.data ?? []).filter((i) => i.fileCategoryID === 0);
  return (
    <section aria-labelledby="panel-photos-title">
      <h2 id="panel-photos-title">รูปภาพจากผู้ป่วย</h2>
      {images.isLoading ? (
        <p className="muted">กำลังโหลดรูปภาพ…</p>
      ) : photos.length === 0 ? (
        <p className="muted" data-testid="panel-photos-empty">
          ไม่มีรูปภาพ
        </p>
      ) : (
        <ul className="panel-photos" data-testid="video-case-gallery">
          {photos.map((i) => (
            <PhotoTile key={i.fileID} photo={viewed(i)} thumbnail={i.thumbnail} onOpen={() => setOpen(viewed(i))} testId="panel-photo" />
          ))}
        </ul>
      )}
      {open && <PhotoZoomViewer photo={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** The photos of the patient's earlier cases, newest first (at most 12), each with its case's day. */
export function EarlierPhotosSection({ teleID }: { teleID: string }) {
  const earlier = useEarlierImages(teleID);
  const [open, setOpen] = useState<ViewedPhoto | null>(null);
  const photos = earlier.data ?? [];
  return (
    <section aria-labelledby="panel-earlier-title">
      <h2 id="panel-earlier-title">รูปจากการรับบริการครั้งก่อน</h2>
      {earlier.isLoading ? (
        <p className="muted">กำลังโหลดรูปภาพ…</p>
      ) : photos.length === 0 ? (
        <p className="muted" data-testid="panel-earlier-empty">
          {DOCTOR_PANEL_MESSAGES.noEarlierPhotos}
        </p>
      ) : (
        <ul className="panel-photos" data-testid="panel-earlier">
          {photos.map((i) => {
            const caption = i.caseDate ? formatThaiAppointment(i.caseDate) : undefined;
            return <PhotoTile key={i.fileID} photo={viewed(i, caption)} thumbnail={i.thumbnail} caption={caption} onOpen={() => setOpen(viewed(i, caption))} testId="panel-earlier-photo" />;
          })}
        </ul>
      )}
      {open && <PhotoZoomViewer photo={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
