import './images.css';

/**
 * A thin progress bar (uploads): `percent` 0–100. `label` is read by screen readers and shown
 * beside the bar (default: 'กำลังอัปโหลด N%').
 */
export function ProgressBar({ percent, label, testId = 'progress-bar' }: { percent: number; label?: string; testId?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const text = label ?? `กำลังอัปโหลด ${value}%`;
  return (
    <div className="upload-progress" data-testid={testId}>
      <div className="upload-progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={text}>
        <div className="upload-progress-fill" style={{ width: `${value}%` }} />
      </div>
      <span className="upload-progress-text">{text}</span>
    </div>
  );
}
