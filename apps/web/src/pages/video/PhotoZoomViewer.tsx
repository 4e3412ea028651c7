import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BODY_SITE_MESSAGES, TELE_MESSAGES, bodySiteLabel } from '@hospital/rules';
import { fetchStoredFile } from '../../api/tele';

/** Issue 35 item 1: the zoom steps of the viewer beside the call (1 = fit the dialog). */
export const ZOOM = { min: 1, max: 4, step: 0.5 } as const;

export function zoomedBy(scale: number, delta: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round((scale + delta) / ZOOM.step) * ZOOM.step));
}

export interface ViewedPhoto {
  fileID: string;
  fileName: string;
  bodySite: string | null;
  qualityNote: string | null;
  /** A line under the title, e.g. the earlier case's date. */
  caption?: string;
}

/**
 * Issue 35 item 1: a photo enlarged over /vdoadmin without leaving it (a navigation would end the
 * call): a dialog with the resized copy (GET /api/v1/tele/upload/{fileID}), zoom in and out by
 * buttons or the wheel, closed by 'ปิด' or Escape; focus returns to the tile that opened it.
 */
export function PhotoZoomViewer({ photo, onClose }: { photo: ViewedPhoto; onClose: () => void }) {
  const [scale, setScale] = useState<number>(ZOOM.min);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const file = useQuery({
    queryKey: ['tele-file', photo.fileID],
    queryFn: () => fetchStoredFile(photo.fileID),
    retry: false,
  });
  const data = file.data?.data;
  const src = data ? `data:${data.FileType};base64,${data.fileData}` : null;
  const site = bodySiteLabel(photo.bodySite);

  // A layout effect: focus and Escape are there as soon as the viewer is (issue 34, Preact's compat layer).
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  // A plain wheel scrolls the zoomed photo; ctrl+wheel (a touchpad's pinch) zooms. Not passive, so
  // the browser's own page zoom does not happen as well.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      setScale((s) => zoomedBy(s, event.deltaY < 0 ? ZOOM.step : -ZOOM.step));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  return (
    <div className="modal-backdrop photo-zoom-backdrop" data-testid="photo-zoom" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal photo-zoom" role="dialog" aria-modal="true" aria-labelledby="photo-zoom-title">
        <div className="photo-zoom-header">
          <div>
            <h2 id="photo-zoom-title">{photo.fileName}</h2>
            <p className="photo-zoom-meta">
              {site && (
                <span data-testid="photo-zoom-site">
                  {BODY_SITE_MESSAGES.caption}: {site}
                </span>
              )}
              {photo.caption && <span>{photo.caption}</span>}
              {photo.qualityNote && <span className="photo-quality-note">{photo.qualityNote}</span>}
            </p>
          </div>
          <div className="photo-zoom-tools" role="group" aria-label="ขนาดภาพ">
            <button type="button" className="btn btn-outline" aria-label="ย่อภาพ" disabled={scale <= ZOOM.min} onClick={() => setScale((s) => zoomedBy(s, -ZOOM.step))} data-testid="photo-zoom-out">
              −
            </button>
            <span className="photo-zoom-level" aria-live="polite" data-testid="photo-zoom-level">
              {Math.round(scale * 100)}%
            </span>
            <button type="button" className="btn btn-outline" aria-label="ขยายภาพ" disabled={scale >= ZOOM.max} onClick={() => setScale((s) => zoomedBy(s, ZOOM.step))} data-testid="photo-zoom-in">
              +
            </button>
            <button ref={closeButton} type="button" className="btn btn-light" onClick={onClose} data-testid="photo-zoom-close">
              ปิด
            </button>
          </div>
        </div>
        <div ref={stage} className="photo-zoom-stage" tabIndex={0} aria-label="ภาพที่ขยาย เลื่อนดูได้">
          {file.isLoading && <p className="muted">กำลังโหลดรูปภาพ…</p>}
          {file.isError && (
            <div className="alert alert-danger" role="alert">
              {TELE_MESSAGES.fileNotFound}
            </div>
          )}
          {src && (
            <img
              src={src}
              alt={photo.fileName}
              className={scale === ZOOM.min ? 'photo-zoom-fit' : undefined}
              style={scale === ZOOM.min ? undefined : { height: `calc(var(--photo-zoom-fit-height) * ${scale})` }}
              data-testid="photo-zoom-image"
              data-scale={scale}
            />
          )}
        </div>
      </div>
    </div>
  );
}
