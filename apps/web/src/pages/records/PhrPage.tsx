import { Link } from 'react-router-dom';
import { useProfile } from '../../api/patients';
import { useTreatmentHistory } from '../../api/records';
import { PatientHeader } from '../../components/PatientHeader';
import { ProfileHeader } from '../../components/ProfileHeader';
import { useSession } from '../../session/useSession';
import { VisitList } from './VisitList';
import { VisitFields, visitWhen } from './VisitFields';

/**
 * /PHR — care-services §2 Treatment history: the signed-in patient's visits from the HIS
 * (GET /api/v1/patient/clinicvisit/{hn}, the patient's own HN from the profile, else the
 * session). The header (Cid, name, gender, age, HN) is the shared PatientHeader: from the first
 * record, or from the profile when there is no visit. A failed load
 * is silently ignored (§8): the page shows the empty list. The footer is the shell's.
 * Issue 35 item 3: the record's fields in plain Thai (each abbreviation explained where it
 * appears in a visit) and the visit's doctor where the HIS names one.
 */
export function PhrPage() {
  const { user } = useSession();
  const profile = useProfile({ kind: 'me' }, !!user);
  const hn = profile.data?.hn || user?.hn || null;
  const waitingForHn = !hn && profile.isLoading;
  const history = useTreatmentHistory(hn);
  const visits = history.data?.data ?? [];
  const first = visits[0];

  return (
    <>
      <ProfileHeader title="ประวัติการรักษา" />
      <section className="container" data-testid="phr-page">
        {!hn && !waitingForHn ? (
          <div className="card alert-info" data-testid="phr-no-hn">
            <p style={{ margin: 0 }}>
              ท่านยังไม่มีเลขประจำตัวผู้ป่วย (HN) ของโรงพยาบาล จึงยังไม่มีประวัติการรักษาให้แสดง
              กรุณาลงทะเบียนผู้ป่วยกับโรงพยาบาลก่อน
            </p>
            <p style={{ margin: '8px 0 0' }}>
              <Link to="/profile">ไปที่ข้อมูลส่วนตัว</Link>
            </p>
          </div>
        ) : (
          <>
            {(first || !(waitingForHn || history.isLoading)) && <PatientHeader firstVisit={first} testId="phr-header" />}
            <VisitList
              visits={visits}
              loading={waitingForHn || history.isLoading}
              emptyText="ไม่พบประวัติการรักษา"
              summary={(v) => (
                <>
                  <span className="visit-when" data-testid="visit-when">
                    {visitWhen(v)}
                  </span>
                  <span className="visit-what" data-testid="visit-unit">
                    {v.ServiceUnit}
                  </span>
                  {v.Doctor && (
                    <span className="visit-what visit-doctor" data-testid="visit-summary-doctor">
                      {v.Doctor}
                    </span>
                  )}
                </>
              )}
              detail={(v) => <VisitFields visit={v} plain />}
            />
          </>
        )}
      </section>
    </>
  );
}
