import { bangkokDateKey } from '@hospital/rules';
import { fullNameOf, useProfile } from '../api/patients';
import { VisitPatient } from '../pages/records/VisitFields';
import { useSession } from '../session/useSession';

/** Whole years from a YYYY-MM-DD birth date to today in Bangkok, as the HIS writes an age ('35 ปี'). */
export function ageText(birthDate: string | null | undefined, today = bangkokDateKey()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate ?? '');
  if (!m) return '';
  const [ty, tm, td] = today.split('-').map(Number);
  const years = ty - Number(m[1]) - (tm < Number(m[2]) || (tm === Number(m[2]) && td < Number(m[3])) ? 1 : 0);
  return years >= 0 ? `${years} ปี` : '';
}

/**
 * The signed-in patient's header of care-services §2 Treatment history and Deactivate: Cid,
 * name, gender, age and HN, from the patient's own profile (so it shows also for a patient
 * without an HN or visits), in the same markup as /PHR's header.
 */
export function PatientHeader() {
  const { user } = useSession();
  const profile = useProfile({ kind: 'me' }, !!user);
  const p = profile.data;
  return (
    <div className="card" data-testid="patient-header">
      <VisitPatient
        visit={{
          Cid: p?.idCard ?? user?.idCard ?? '',
          Patient: p ? fullNameOf(p) : (user?.fullName ?? ''),
          Gender: p?.gender ?? '',
          Age: ageText(p?.birthDate),
          HN: p?.hn ?? user?.hn ?? '',
        }}
      />
    </div>
  );
}
