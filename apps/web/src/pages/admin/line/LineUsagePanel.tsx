import { useLineUsage } from '../../../api/line-messages';
import '../../patients/line-messages.css';

/** '2026-11' → 'พฤศจิกายน 2569' (Buddhist year). */
function thaiMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const names = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];
  return names[m - 1] ? `${names[m - 1]} ${year + 543}` : month;
}

/**
 * Issue 31 item 5: Admin sees this month's pushes against the LINE plan's quota
 * (LINE_MONTHLY_QUOTA; replies are free and only counted), with a warning from 80 %.
 */
export function LineUsagePanel() {
  const query = useLineUsage();
  const usage = query.data;
  const percent = usage ? Math.round(usage.ratio * 100) : 0;
  return (
    <section className="card" data-testid="line-usage">
      <div className="card-header">
        <h2>การใช้ข้อความ LINE เดือนนี้</h2>
      </div>
      {query.isPending && <p className="muted">กำลังโหลดข้อมูล…</p>}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          {query.error.message}
        </div>
      )}
      {usage && (
        <>
          <p data-testid="line-usage-count">
            {thaiMonth(usage.month)}: ส่งข้อความ (push) แล้ว <strong>{usage.pushes.toLocaleString('th-TH')}</strong>
            {usage.quota > 0 ? <> จากโควตา {usage.quota.toLocaleString('th-TH')} ข้อความ ({percent}%)</> : ' ข้อความ (ไม่ได้กำหนดโควตา)'}
            {' · '}ตอบกลับในแชต (ไม่คิดโควตา) {usage.replies.toLocaleString('th-TH')} ข้อความ
          </p>
          {usage.quota > 0 && (
            <div className="line-usage-bar" data-warning={usage.warning} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(percent, 100)}>
              <span style={{ width: `${Math.min(percent, 100)}%` }} />
            </div>
          )}
          {usage.warning && (
            <p className="alert alert-danger" role="alert" data-testid="line-usage-warning">
              ใช้ข้อความไปแล้ว {percent}% ของโควตาเดือนนี้
            </p>
          )}
        </>
      )}
    </section>
  );
}
