import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRequest, SessionUser } from '@hospital/contracts';
import { homeRouteFor, validateLogin } from '@hospital/rules';
import { login } from '../api/identity';
import { Spinner } from '../components/Spinner';
import { APP_CONFIG } from '../config';
import type { FromState } from '../guards';
import { useSession } from '../session/useSession';

type Field = 'email' | 'password';

/** Where to go after sign-in: the saved location, else the role's home (accounts §4). */
function destination(state: FromState | null, user: SessionUser): string {
  const from = state?.from;
  if (from?.pathname && !['/login', '/logout'].includes(from.pathname.toLowerCase())) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return homeRouteFor(user.role);
}

/** accounts §2 Login, §4 transitions, §5 validation, §8 errors. */
export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = validateLogin(values);
  const shown = (f: Field) => (touched[f] ? errors[f] : undefined);

  const onChange = (f: Field) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [f]: e.target.value }));
  const onBlur = (f: Field) => () => setTouched((t) => ({ ...t, [f]: true }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0 || submitting) return;
    setSubmitting(true);
    setServerError(null);
    try {
      const user = await login({ email: values.email.trim(), password: values.password } satisfies LoginRequest);
      signIn(user);
      navigate(destination(location.state as FromState | null, user), { replace: true });
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง');
      setSubmitting(false);
    }
  }

  return (
    <div className="login-page">
      <div className="login-card card" data-testid="login-card">
        <div className="login-brand">
          <img src="/favicon.svg" alt="" width={48} height={48} />
          <div>
            <h1 data-testid="login-heading">เข้าสู่ระบบ</h1>
            <p className="muted">{APP_CONFIG.hospitalShortName} · บริการการแพทย์ทางไกล</p>
          </div>
        </div>

        {serverError && (
          <div className="alert alert-danger" role="alert" data-testid="login-error">
            {serverError}
          </div>
        )}

        <form onSubmit={onSubmit} noValidate data-testid="login-form">
          <label className="field">
            <span className="field-label">ชื่อผู้ใช้</span>
            <input
              name="email"
              type="text"
              autoComplete="username"
              inputMode="email"
              placeholder="อีเมล หรือ เลขประจำตัวประชาชน"
              value={values.email}
              onChange={onChange('email')}
              onBlur={onBlur('email')}
              aria-invalid={!!shown('email')}
              className={shown('email') ? 'invalid' : ''}
              data-testid="login-username"
            />
            {shown('email') && (
              <span className="field-error" data-testid="login-username-error">
                {shown('email')}
              </span>
            )}
          </label>

          <label className="field">
            <span className="field-label">รหัสผ่าน</span>
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder="รหัสผ่าน"
              value={values.password}
              onChange={onChange('password')}
              onBlur={onBlur('password')}
              aria-invalid={!!shown('password')}
              className={shown('password') ? 'invalid' : ''}
              data-testid="login-password"
            />
            {shown('password') && (
              <span className="field-error" data-testid="login-password-error">
                {shown('password')}
              </span>
            )}
          </label>

          <button type="submit" className="btn btn-primary btn-block" disabled={submitting} data-testid="login-submit">
            {submitting && <Spinner small label="กำลังเข้าสู่ระบบ" />}
            เข้าสู่ระบบ
          </button>
        </form>
      </div>
    </div>
  );
}
