import './images.css';

/** '1.2 MB' (one decimal from 1 MB, else whole kB), for the progress text. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('th-TH', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(0, Math.round(bytes / 1024)).toLocaleString('th-TH')} kB`;
}

/**
 * A thin progress bar (uploads). Issue 16 item 9: one honest figure — give `bytes` (sent of the
 * total of all files) and the bar, aria-valuenow and the text ('ส่งแล้ว 1.2 MB จาก 2.4 MB (50%)')
 * all come from it; or a plain `percent` 0–100 (text 'กำลังอัปโหลด N%'). `label` replaces the
 * text, never the figure.
 */
export function ProgressBar({ percent, bytes, label, testId = 'progress-bar' }: { percent?: number; bytes?: { loaded: number; total: number }; label?: string; testId?: string }) {
  // A total of 0: the files are still being prepared, nothing is known to be sent.
  const raw = bytes ? (bytes.total > 0 ? (bytes.loaded / bytes.total) * 100 : 0) : (percent ?? 0);
  const value = Math.max(0, Math.min(100, Math.floor(raw)));
  const sending = bytes && bytes.total > 0 ? `ส่งแล้ว ${sizeText(bytes.loaded)} จาก ${sizeText(bytes.total)} (${value}%)` : `กำลังเตรียมรูปภาพ (${value}%)`;
  const text = label ?? (bytes ? sending : `กำลังอัปโหลด ${value}%`);
  return (
    <div className="upload-progress" data-testid={testId}>
      <div className="upload-progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={text} aria-label="ความคืบหน้าการส่งรูปภาพ">
        <div className="upload-progress-fill" style={{ width: `${value}%` }} />
      </div>
      <span className="upload-progress-text" data-testid={`${testId}-text`}>
        {text}
      </span>
    </div>
  );
}
