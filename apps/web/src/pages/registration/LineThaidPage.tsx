import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { LineRegisterRequest } from '@hospital/contracts';
import { MESSAGES, formatThaiLongDate, validateThaidRegistration } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { thaidCallback } from '../../api/identity';
import { usePublicConfig } from '../../api/config';
import { ErrorModal } from '../../components/ErrorModal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { ConsentModal } from '../../components/consent/ConsentModal';
import { useRegistrationConsent } from '../../components/consent/useRegistrationConsent';
import { useSession } from '../../session/useSession';
import { Field, PHONE_MAX, ReadOnlyRow, RegisteredPanel, afterLineRegistration, digitsOnly, lineIdTokenOrAlert, postLineRegistration } from './shared';

type Step = 'form' | 'consent' | 'confirm' | 'done';

/** A YYYY-MM-DD birth date as the Buddhist-era long date, read as a Bangkok calendar day. */
function thaiBirthDate(birthdate: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthdate) ? formatThaiLongDate(`${birthdate}T12:00:00+07:00`) : birthdate;
}

/**
 * The ThaiD callback page (accounts §2 /linethaid, §3 national digital ID data, §4, §5): the
 * person's data read-only, a phone to enter, then consent → signature → confirm → line-register
 * with isThaid 1 and the ticket that proves the data came from ThaiD.
 */
export function LineThaidPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const { user, signIn } = useSession();
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  const iss = search.get('iss') ?? '';
  const denied = search.get('error');

  const person = useQuery({
    queryKey: ['thaid-callback', code, state, iss],
    // The code is single-use: fetched once, never retried or refetched.
    queryFn: () => thaidCallback(code, state, iss),
    enabled: Boolean(code && state && !denied),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });

  const [phone, setPhone] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('form');
  // Issue 28 item 3: the registration consent in force; a 409 'consent updated' fetches the new one to read and sign.
  const consent = useRegistrationConsent();
  const showError = (message: string) => {
    setError(message);
    if (consent.isOutdated(message)) void consent.refresh();
  };
  const [signature, setSignature] = useState('');
  const [busy, setBusy] = useState(false);
  const closeError = useCallback(() => setError(null), []);

  const data = person.data;
  const liffId = data?.liffId || config.data?.liff.ids.default || '';

  function onRegister(e: FormEvent) {
    e.preventDefault();
    if (!data) return;
    setAttempted(true);
    const { shown } = validateThaidRegistration({
      firstName: data.given_name,
      lastName: data.family_name,
      idCard: data.pid,
      phone,
      birthDate: data.birthdate,
    });
    if (shown) {
      setError(shown);
      return;
    }
    setStep('consent');
  }

  async function submit() {
    if (busy || !data) return;
    setBusy(true);
    const idToken = await lineIdTokenOrAlert(liffId);
    if (!idToken) {
      setBusy(false);
      setStep('form');
      return;
    }
    const payload: LineRegisterRequest = {
      idToken,
      firstName: data.given_name,
      lastName: data.family_name,
      idCard: data.pid,
      phone,
      birthDate: data.birthdate,
      signBase64: signature,
      consentVersion: consent.version, // issue 28 item 3: the text in force the modal showed
      title: data.titleTh,
      genderKey: data.gender === 'male' ? -1 : -2,
      address: data.address?.formatted ?? '',
      isThaid: 1,
      thaidTicket: data.ticket,
    };
    const registered = await postLineRegistration(payload, showError);
    if (!registered) {
      setBusy(false);
      setStep('form');
      return;
    }
    signIn(registered);
    await afterLineRegistration(registered, {
      flow: 'thaid',
      liffId,
      activeRoute: '/tele',
      navigate,
      onClosed: () => setStep('done'),
    });
    setBusy(false);
  }

  let body: React.ReactNode;
  if (step === 'done') {
    body = <RegisteredPanel user={user} />;
  } else if (denied || !code || !state) {
    body = (
      <div className="card reg-card" data-testid="thaid-error">
        <div className="alert alert-danger" role="alert">
          {denied ? MESSAGES.thaidCancelled : MESSAGES.thaidStateMismatch}
        </div>
        <Link to="/lineregister" className="btn btn-outline" data-testid="thaid-back">
          กลับไปหน้าลงทะเบียน
        </Link>
      </div>
    );
  } else if (person.isPending) {
    body = (
      <div className="card reg-card reg-loading" data-testid="thaid-loading">
        <Spinner label="กำลังดึงข้อมูลจาก ThaiD" /> กำลังดึงข้อมูลจาก ThaiD
      </div>
    );
  } else if (person.isError || !data) {
    body = (
      <div className="card reg-card" data-testid="thaid-error">
        <div className="alert alert-danger" role="alert">
          {person.error instanceof ApiError && person.error.message ? person.error.message : MESSAGES.thaidFailed}
        </div>
        <Link to="/lineregister" className="btn btn-outline" data-testid="thaid-back">
          กลับไปหน้าลงทะเบียน
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="card reg-card" data-testid="thaid-register-page">
        <h2>ข้อมูลจาก ThaiD</h2>
        <dl className="reg-readonly" data-testid="thaid-person">
          <ReadOnlyRow label="ชื่อ-นามสกุล" value={`${data.titleTh}${data.given_name} ${data.family_name}`} testId="thaid-name-th" />
          <ReadOnlyRow
            label="Name"
            value={[data.titleEn, data.given_name_en, data.family_name_en].filter(Boolean).join(' ')}
            testId="thaid-name-en"
          />
          <ReadOnlyRow label="เลขประจำตัวประชาชน" value={data.pid} testId="thaid-pid" />
          <ReadOnlyRow label="วันเดือนปีเกิด" value={thaiBirthDate(data.birthdate)} testId="thaid-birthdate" />
          <ReadOnlyRow label="ที่อยู่" value={data.address?.formatted ?? ''} testId="thaid-address" />
        </dl>
        <form onSubmit={onRegister} noValidate data-testid="thaid-register-form">
          <Field
            label="เบอร์โทรศัพท์มือถือ"
            testId="thaid-phone"
            value={phone}
            inputMode="tel"
            maxLength={PHONE_MAX}
            onChange={(e) => setPhone(digitsOnly(e.target.value, PHONE_MAX))}
            invalid={attempted && phone === ''}
            autoComplete="tel-national"
          />
          <button type="submit" className="btn btn-primary btn-block" data-testid="register-submit">
            ลงทะเบียน
          </button>
        </form>
      </div>
    );
  }

  return (
    <>
      <ProfileHeader title="ยืนยันตัวตนด้วย ThaiD" />
      <section className="container reg-container">{body}</section>
      <ConsentModal
        open={step === 'consent'}
        title={consent.title}
        paragraphs={consent.paragraphs}
        onDecline={() => setStep('form')}
        onAccept={(sig) => {
          setSignature(sig);
          setStep('confirm');
        }}
      />
      <ConfirmModal open={step === 'confirm'} title="ยืนยันการลงทะเบียน" busy={busy} onCancel={() => setStep('form')} onConfirm={() => void submit()}>
        ยืนยันการลงทะเบียนในนาม {data ? `${data.titleTh}${data.given_name} ${data.family_name}` : ''} ใช่หรือไม่
      </ConfirmModal>
      <ErrorModal message={error} onClose={closeError} />
    </>
  );
}
