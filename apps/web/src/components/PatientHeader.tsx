import type { ClinicVisit } from '@hospital/contracts';
import { bangkokDateKey } from '@hospital/rules';
import { fullNameOf, useProfile } from '../api/patients';
import { useSession } from '../session/useSession';
import './patient-header.css';

/** Whole years from a YYYY-MM-DD birth date to today in Bangkok, as the HIS writes an age ('35 ปี'). */
export function ageText(birthDate: string | null | undefined, today = bangkokDateKey()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate ?? '');
  if (!m) return '';
  const [ty, tm, td] = today.split('-').map(Number);
  const years = ty - Number(m[1]) - (tm < Number(m[2]) || (tm === Number(m[2]) && td < Number(m[3])) ? 1 : 0);
  return years >= 0 ? `${years} ปี` : '';
}

/**
 * The signed-in patient's header of care-services §2 Treatment history (/PHR) and Deactivate
 * ('the same header'): Cid, name, gender, age and HN. On /PHR the fields come from the first
 * HIS record (§7 clinicvisit: 'header fields from the first record') once it is there; otherwise
 * (Deactivate, a patient without an HN or visits, or while the history loads) from the
 * patient's own profile.
 */
export function PatientHeader({ firstVisit, testId = 'patient-header' }: { firstVisit?: ClinicVisit; testId?: string }) {
  const { user } = useSession();
  const profile = useProfile({ kind: 'me' }, !!user && !firstVisit);
  const p = profile.data;
  return (
    <div className="card" data-testid={testId}>
      <VisitPatient
        visit={
          firstVisit ?? {
            Cid: p?.idCard ?? user?.idCard ?? '',
            Patient: p ? fullNameOf(p) : (user?.fullName ?? ''),
            Gender: p?.gender ?? '',
            Age: ageText(p?.birthDate),
            HN: p?.hn ?? user?.hn ?? '',
          }
        }
      />
    </div>
  );
}

/** The demographics of a visit's patient (staff lists and the history header). */
export function VisitPatient({ visit }: { visit: Pick<ClinicVisit, 'Cid' | 'Patient' | 'Gender' | 'Age' | 'HN'> }) {
  const items: Array<[string, string, string]> = [
    ['Cid', 'เลขประจำตัวประชาชน', visit.Cid],
    ['Patient', 'ชื่อ-สกุล', visit.Patient],
    ['Gender', 'เพศ', visit.Gender],
    ['Age', 'อายุ', visit.Age],
    ['HN', 'HN', visit.HN],
  ];
  return (
    <dl className="visit-patient" data-testid="visit-patient">
      {items.map(([field, label, value]) => (
        <div key={field}>
          <dt>{label}</dt>
          <dd data-testid={`patient-${field}`}>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
