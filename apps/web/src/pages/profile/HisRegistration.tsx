import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Role, type Profile } from '@hospital/contracts';
import { MESSAGES, patientFormError } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { fieldsOfProfile, hisPersonFromProfile, registerWithHis } from '../../api/patients';
import { Spinner } from '../../components/Spinner';

/** accounts §2/§6: Admin and Medrec may register a patient with the hospital information system. */
export function canRegisterWithHis(role: string | null | undefined): boolean {
  return role === Role.Admin || role === Role.Medrec;
}

/**
 * The hospital-number line of the profile (accounts §2, §4, §8): with an HN, 'ลงทะเบียนกับ
 * ระบบเวชระเบียนแล้ว HN {hn}'; without one, for Admin or Medrec, the button that sends the
 * patient to the HIS. The HIS answers through the worker: the page waits in the queued state
 * and the HN line appears when the patient's room hears 'patient.hnAssigned' (the page's
 * profile query is refetched), without a reload.
 */
export function HisRegistration({
  profile,
  role,
  queryKey,
  onError,
}: {
  profile: Profile;
  role: string | null | undefined;
  queryKey: QueryKey;
  onError(message: string): void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState(false);

  if (profile.hn) {
    return (
      <p className="his-line his-done" data-testid="his-hn">
        {MESSAGES.hisAlreadyRegistered}
        <strong className="mono">{profile.hn}</strong>
      </p>
    );
  }
  if (!canRegisterWithHis(role)) return null;

  if (queued || profile.hisPending) {
    return (
      <p className="his-line his-queued" data-testid="his-queued" role="status">
        <Spinner small label={MESSAGES.hisQueued} />
        {MESSAGES.hisQueued}
      </p>
    );
  }

  /** §8: legacy data (a field the HIS needs is missing) → alert, then the edit page of the patient. */
  function toLegacyEdit(message: string) {
    window.alert(message);
    navigate(`/user2/${encodeURIComponent(profile.userID)}`);
  }

  async function register() {
    if (busy) return;
    if (patientFormError('his', fieldsOfProfile(profile))) {
      toLegacyEdit(MESSAGES.hisLegacyData);
      return;
    }
    setBusy(true);
    try {
      const answer = await registerWithHis(hisPersonFromProfile(profile));
      if (answer.status === 'registered') {
        await queryClient.invalidateQueries({ queryKey });
      } else {
        setQueued(true);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        toLegacyEdit(err.message || MESSAGES.hisLegacyData);
      } else {
        onError(err instanceof Error && err.message ? err.message : MESSAGES.serverError);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="his-line">
      <button type="button" className="btn btn-primary" onClick={register} disabled={busy} data-testid="his-register">
        {busy && <Spinner small />}
        ลงทะเบียนผู้ป่วยกับระบบเวชระเบียน
      </button>
    </div>
  );
}
