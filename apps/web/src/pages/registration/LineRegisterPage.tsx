import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isLineNotRegistered, type LineRegisterRequest } from '@hospital/contracts';
import { validateLineRegistration } from '@hospital/rules';
import { lineLogin, thaidAuthorizeUrl } from '../../api/identity';
import { usePublicConfig } from '../../api/config';
import { ErrorModal } from '../../components/ErrorModal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { ConfirmModal } from '../../components/consent/ConfirmModal';
import { ConsentModal } from '../../components/consent/ConsentModal';
import { useRegistrationConsent } from '../../components/consent/useRegistrationConsent';
import { BirthDateSelect } from '../../components/forms/BirthDateSelect';
import { errorText } from '../../line/alerts';
import { LINE_LOGIN_NOT_FOUND, type LineEntryState } from '../../line/LineLiffPage';
import { getLineIdentity, initLiff, isLineLoggedIn } from '../../line/liff';
import { useSession } from '../../session/useSession';
import { PersonFields, RegisteredPanel, afterLineRegistration, lineIdTokenOrAlert, postLineRegistration } from './shared';

interface Form {
  firstName: string;
  lastName: string;
  idCard: string;
  phone: string;
  birthDate: string;
}

const EMPTY: Form = { firstName: '', lastName: '', idCard: '', phone: '', birthDate: '' };

type Step = 'form' | 'consent' | 'confirm' | 'done';

export interface LineRegisterProps {
  /** /lineregister2: the tele2 registration (default LIFF id tele2, active fall-back /tele2). */
  variant?: 'tele2';
}

/**
 * Registration through LINE (accounts §2 /lineregister/:liffId, §4, §5): the form, or ThaiD;
 * then consent → signature → confirm → POST line-register with the LIFF ID token.
 */
export function LineRegisterForm({ variant }: LineRegisterProps) {
  const { liffId: liffParam } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const { user, signIn } = useSession();

  const [form, setForm] = useState<Form>(EMPTY);
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
  const loginTried = useRef(false);

  const ids = config.data?.liff.ids;
  const liffId = liffParam ?? (ids ? (variant === 'tele2' ? ids.tele2 : ids.default) || ids.default : '');
  const activeRoute = variant === 'tele2' ? '/tele2' : '/tele';

  // accounts §4 'log in via the messaging app on the registration screens': a LINE user who
  // already has an account is signed in with the LIFF ID token and sent to /profile/{liffId}.
  useEffect(() => {
    if (!liffId || loginTried.current) return;
    loginTried.current = true;
    const cameFromEntry = (location.state as LineEntryState | null)?.lineLogin === LINE_LOGIN_NOT_FOUND;
    void (async () => {
      try {
        await initLiff(liffId);
        if (cameFromEntry || !isLineLoggedIn()) return;
        const { idToken } = await getLineIdentity();
        const found = await lineLogin(idToken);
        if (isLineNotRegistered(found)) return; // no account yet (issue 16 item 14): the form is the way on
        signIn(found);
        navigate(`/profile/${encodeURIComponent(liffId)}`, { replace: true });
      } catch (e) {
        // Anything else shows when registering.
        console.warn('LINE sign-in on the registration page', errorText(e));
      }
    })();
  }, [liffId, location.state, navigate, signIn]);

  const set = useCallback(<K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value })), []);
  const closeError = useCallback(() => setError(null), []);

  function onRegister(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    const { shown } = validateLineRegistration(form);
    if (shown) {
      setError(shown);
      return;
    }
    setStep('consent');
  }

  function startThaid() {
    window.location.assign(thaidAuthorizeUrl(liffId));
  }

  async function submit() {
    if (busy) return;
    setBusy(true);
    const idToken = await lineIdTokenOrAlert(liffId);
    if (!idToken) {
      setBusy(false);
      setStep('form');
      return;
    }
    const payload: LineRegisterRequest = {
      idToken,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      idCard: form.idCard,
      phone: form.phone,
      birthDate: form.birthDate,
      signBase64: signature,
      consentVersion: consent.version, // issue 28 item 3: the text in force the modal showed
    };
    const registered = await postLineRegistration(payload, showError);
    if (!registered) {
      setBusy(false);
      setStep('form');
      return;
    }
    signIn(registered);
    await afterLineRegistration(registered, {
      flow: 'line',
      liffId,
      activeRoute,
      navigate,
      onClosed: () => setStep('done'),
    });
    setBusy(false);
  }

  const missing = (v: string) => attempted && v.trim() === '';

  return (
    <>
      <ProfileHeader title="ลงทะเบียนผ่าน LINE" />
      <section className="container reg-container">
        {step === 'done' ? (
          <RegisteredPanel user={user} />
        ) : (
          <div className="card reg-card" data-testid="line-register-page" data-liff-id={liffId}>
            <h2>ลงทะเบียนผู้ป่วยใหม่</h2>
            <p className="muted">กรอกข้อมูลให้ตรงกับบัตรประจำตัวประชาชน หรือยืนยันตัวตนด้วยแอป ThaiD</p>

            <button type="button" className="btn btn-thaid btn-block" onClick={startThaid} disabled={!liffId} data-testid="register-thaid">
              ลงทะเบียนด้วย ThaiD
            </button>
            <div className="reg-or">
              <span>หรือกรอกข้อมูล</span>
            </div>

            <form onSubmit={onRegister} noValidate data-testid="line-register-form">
              <div className="reg-grid">
                <PersonFields form={form} set={set} missing={missing} onError={setError} prefix="reg" />
              </div>
              <div className="reg-field">
                <span className="reg-label">วันเดือนปีเกิด</span>
                <BirthDateSelect value={form.birthDate} onChange={(v) => set('birthDate', v)} invalid={missing(form.birthDate)} idPrefix="reg-birthDate" />
              </div>
              <button type="submit" className="btn btn-primary btn-block" data-testid="register-submit">
                ลงทะเบียน
              </button>
            </form>
          </div>
        )}
      </section>

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
        ยืนยันการลงทะเบียนในนาม {form.firstName} {form.lastName} ใช่หรือไม่
      </ConfirmModal>
      <ErrorModal message={error} onClose={closeError} />
    </>
  );
}

/** /lineregister and /lineregister/:liffId. */
export function LineRegisterPage() {
  return <LineRegisterForm />;
}

/** /lineregister2 and /lineregister2/:liffId: the tele2 registration. */
export function LineRegister2Page() {
  return <LineRegisterForm variant="tele2" />;
}
