import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginRequest, WebRegisterRequest } from '@hospital/contracts';
import { validateWebRegistration } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { login, webRegister } from '../../api/identity';
import { ErrorModal } from '../../components/ErrorModal';
import { ProfileHeader } from '../../components/ProfileHeader';
import { Spinner } from '../../components/Spinner';
import { BirthDateSelect } from '../../components/forms/BirthDateSelect';
import { LINE_ALERTS, errorText } from '../../line/alerts';
import { getLineIdentity, initLiff, isLineLoggedIn, probeLineClient } from '../../line/liff';
import { loadPublicConfig } from '../../api/public-config';
import { useSession } from '../../session/useSession';
import { Field, PersonFields, serverMessage } from './shared';

interface Form {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  idCard: string;
  phone: string;
  birthDate: string;
}

const EMPTY: Form = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  idCard: '',
  phone: '',
  birthDate: '',
};

/**
 * Inside LINE, the LIFF ID token that links the LINE account to the new user; null in a plain
 * browser, or when LINE cannot give one (the web registration does not need LINE).
 */
async function lineIdTokenIfInLine(liffIdParam: string | null): Promise<string | null> {
  try {
    if (!liffIdParam && !(await probeLineClient())) return null;
    const liffId = liffIdParam || (await loadPublicConfig()).liff.ids.default;
    if (!liffId) return null;
    await initLiff(liffId);
    if (!isLineLoggedIn()) return null;
    return (await getLineIdentity()).idToken;
  } catch (e) {
    console.warn('LINE identity for web registration', errorText(e));
    return null;
  }
}

/**
 * Web registration (accounts §2 /register, §4, §5, §8): validate in the §5 order, POST
 * web-register (with the LIFF ID token inside LINE), then sign in with the username and
 * password and go to /profile. A 400 shows errors[0] in the error modal.
 */
export function WebRegisterPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { signIn } = useSession();
  const [form, setForm] = useState<Form>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closeError = useCallback(() => setError(null), []);
  const set = useCallback(<K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value })), []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setAttempted(true);
    const { shown } = validateWebRegistration(form);
    if (shown) {
      setError(shown);
      return;
    }
    setBusy(true);
    try {
      const idToken = await lineIdTokenIfInLine(search.get('liffId'));
      const payload: WebRegisterRequest = {
        username: form.username.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        idCard: form.idCard,
        phone: form.phone,
        birthDate: form.birthDate,
        ...(idToken ? { idToken } : {}),
      };
      const answer = await webRegister(payload);
      if (answer?.errors?.length) {
        setError(answer.errors[0]);
        setBusy(false);
        return;
      }
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) setError(serverMessage(err));
      else window.alert(`${LINE_ALERTS.fetchError}${errorText(err)}`);
      return;
    }
    // accounts §4: web register logs in with the username and password, then /profile.
    try {
      const user = await login({ email: form.username.trim(), password: form.password } satisfies LoginRequest);
      signIn(user);
      navigate('/profile', { replace: true });
    } catch (err) {
      console.error('sign-in after web registration', errorText(err));
      setBusy(false);
      navigate('/login', { replace: true });
    }
  }

  const missing = (v: string) => attempted && v.trim() === '';

  return (
    <>
      <ProfileHeader title="ลงทะเบียนผู้ใช้ใหม่" />
      <section className="container reg-container">
        <div className="card reg-card" data-testid="web-register-page">
          <h2>สร้างบัญชีผู้ใช้</h2>
          <form onSubmit={onSubmit} noValidate data-testid="web-register-form">
            <div className="reg-grid">
              <Field label="ชื่อผู้ใช้" testId="web-username" value={form.username} onChange={(e) => set('username', e.target.value)} invalid={missing(form.username)} autoComplete="username" />
              <Field label="อีเมล" testId="web-email" type="email" value={form.email} onChange={(e) => set('email', e.target.value)} invalid={missing(form.email)} autoComplete="email" />
              <Field
                label="รหัสผ่าน"
                testId="web-password"
                type="password"
                value={form.password}
                onChange={(e) => set('password', e.target.value)}
                invalid={missing(form.password)}
                autoComplete="new-password"
              />
              <Field
                label="ยืนยันรหัสผ่าน"
                testId="web-confirmPassword"
                type="password"
                value={form.confirmPassword}
                onChange={(e) => set('confirmPassword', e.target.value)}
                invalid={missing(form.confirmPassword)}
                autoComplete="new-password"
              />
              <PersonFields form={form} set={set} missing={missing} onError={setError} prefix="web" />
            </div>
            <div className="reg-field">
              <span className="reg-label">วันเดือนปีเกิด</span>
              <BirthDateSelect value={form.birthDate} onChange={(v) => set('birthDate', v)} invalid={missing(form.birthDate)} idPrefix="web-birthDate" disabled={busy} />
            </div>
            <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="web-register-submit">
              {busy && <Spinner small label="กำลังลงทะเบียน" />}
              ลงทะเบียน
            </button>
          </form>
        </div>
      </section>
      <ErrorModal message={error} onClose={closeError} />
    </>
  );
}
