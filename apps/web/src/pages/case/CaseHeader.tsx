import type { TeleInfoResponse } from '@hospital/contracts';
import { bookedByText } from '@hospital/rules';
import { LineStatusBadge } from '../patients/LineStatusBadge';

/** The case summary both staff pages share: patient, HN, appointment, service, status. */
export function CaseHeader({ info }: { info: TeleInfoResponse }) {
  const { tele, profile } = info;
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim() || tele.fullName;
  return (
    <dl className="case-summary" data-testid="case-summary">
      <div>
        <dt>ชื่อผู้ป่วย</dt>
        <dd data-testid="case-patient">{name}</dd>
      </div>
      <div>
        <dt>HN</dt>
        <dd data-testid="case-hn">{profile.hn ?? tele.hn ?? '-'}</dd>
      </div>
      <div>
        <dt>วันเวลานัดหมาย</dt>
        <dd data-testid="case-appointment">{tele.appointDatetimeText}</dd>
      </div>
      <div>
        <dt>ประเภทบริการ</dt>
        <dd data-testid="case-service">{tele.serviceTypeName}</dd>
      </div>
      <div>
        <dt>สถานะ</dt>
        <dd>
          <span className="status-badge" data-testid="case-status" data-status={tele.flowStatus}>
            {tele.flowStatusName}
          </span>
        </dd>
      </div>
      {/* Issue 31 item 5: 'ติดต่อทาง LINE ไม่ได้' while the patient blocks the hospital's LINE OA. */}
      {profile.lineStatus !== 'none' && (
        <div>
          <dt>สถานะ LINE</dt>
          <dd data-testid="case-line-status">
            <LineStatusBadge status={profile.lineStatus} />
          </dd>
        </div>
      )}
      {info.lineProfile && (
        <div>
          <dt>LINE</dt>
          <dd data-testid="case-line">{info.lineProfile.displayName}</dd>
        </div>
      )}
      {tele.phone && (
        <div>
          <dt>เบอร์โทรศัพท์</dt>
          <dd>{tele.phone}</dd>
        </div>
      )}
      {/* Issue 33 item 4: a caregiver booked for the patient. */}
      {info.bookedBy && (
        <div>
          <dt>ผู้จอง</dt>
          <dd data-testid="case-booked-by">{bookedByText(info.bookedBy)}</dd>
        </div>
      )}
    </dl>
  );
}
