import type { LineStatus } from '@hospital/contracts';

/**
 * Issue 31 item 5: a person's LINE status as staff see it beside their name (the patient's
 * profile, the case header): 'ติดต่อทาง LINE ไม่ได้' while they block the hospital's LINE OA
 * (pushes are not sent), 'LINE' while linked, nothing without a LINE account.
 */
export function LineStatusBadge({ status }: { status: LineStatus | undefined }) {
  if (status === 'unreachable')
    return (
      <span className="badge badge-danger" data-testid="line-status" data-status={status} title="ผู้ป่วยบล็อกบัญชี LINE ของโรงพยาบาล ข้อความทาง LINE จะไม่ถูกส่ง">
        ติดต่อทาง LINE ไม่ได้
      </span>
    );
  if (status === 'linked')
    return (
      <span className="badge badge-success" data-testid="line-status" data-status={status} title="เชื่อมต่อบัญชี LINE แล้ว">
        LINE
      </span>
    );
  return null;
}
