import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { CHAT_MESSAGES, type LineRegisterRequest, type LineRegisterResponse, type SessionUser } from '@hospital/contracts';
import { MESSAGES, nationalIdInput } from '@hospital/rules';
import { ApiError } from '../../api/client';
import { lineRegister } from '../../api/identity';
import { closeLiffWindow, getLineIdentity, initLiff, isInLineClient, sendChatMessage } from '../../line/liff';
import { LINE_ALERTS, errorText } from '../../line/alerts';

/** accounts §9: national id 13 digits, phone 10. */
export const NATIONAL_ID_MAX = 13;
export const PHONE_MAX = 10;

export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/**
 * The national-id on-change rule of accounts §5: at most 13 digits; when the 13th digit makes
 * a number whose checksum fails, the field clears and the error modal shows the checksum message.
 */
export function nationalIdChange(set: (value: string) => void, showError: (message: string) => void) {
  return (e: ChangeEvent<HTMLInputElement>) => {
    const { value, error } = nationalIdInput(e.target.value);
    set(value);
    if (error) showError(error);
  };
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: ReactNode;
  invalid?: boolean;
  testId: string;
}

/** A labelled input marked invalid when required and empty (accounts §5). */
export function Field({ label, invalid, testId, id, ...input }: FieldProps) {
  const inputId = id ?? testId;
  return (
    <div className="reg-field">
      <label className="reg-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid || undefined}
        data-testid={testId}
        {...input}
      />
    </div>
  );
}

/** A read-only line of data (the ThaiD page). */
export function ReadOnlyRow({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="reg-readonly-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** A server answer → the message for the error modal (accounts §8). */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { errors?: unknown } | undefined;
    if (body && Array.isArray(body.errors) && typeof body.errors[0] === 'string') return body.errors[0];
    return error.message || MESSAGES.serverError;
  }
  return MESSAGES.serverError;
}

/** True when the call never got an HTTP answer (network down): accounts §8 'fetch: …'. */
export function isFetchFailure(error: unknown): boolean {
  return !(error instanceof ApiError);
}

export interface AfterRegistration {
  flow: 'line' | 'thaid';
  liffId: string;
  /** Where an active person goes when '#registered' cannot be sent (accounts §4: /tele). */
  activeRoute: string;
  navigate: NavigateFunction;
  /** The window was asked to close (inside LINE): the page shows its done panel. */
  onClosed(): void;
}

/**
 * What follows a successful LINE or ThaiD registration (accounts §4): inside LINE, send
 * '#registered' to the chat and close the window. When sending fails: the LINE flow tells an
 * active person their HN and goes to /tele, else asks for the rest of the profile at
 * /profile/{liffId}; the ThaiD flow asks to log in again and closes. Outside LINE: 'not client',
 * then the person (now signed in) completes the profile at /profile.
 */
export async function afterLineRegistration(user: SessionUser, opts: AfterRegistration): Promise<void> {
  const { flow, liffId, activeRoute, navigate, onClosed } = opts;
  if (!isInLineClient()) {
    window.alert(LINE_ALERTS.notClient);
    navigate('/profile', { replace: true });
    return;
  }
  try {
    await sendChatMessage(CHAT_MESSAGES.registered);
  } catch (error) {
    console.warn('LINE sendMessages failed', errorText(error));
    if (flow === 'thaid') {
      window.alert(MESSAGES.registeredLoginAgain);
      closeLiffWindow();
      onClosed();
      return;
    }
    if (user.isActive === 1) {
      window.alert(`${MESSAGES.registeredHn}${user.hn ?? ''}`);
      navigate(activeRoute, { replace: true });
    } else {
      window.alert(MESSAGES.registeredCompleteProfile);
      navigate(`/profile/${encodeURIComponent(liffId)}`, { replace: true });
    }
    return;
  }
  closeLiffWindow();
  onClosed();
}

/** The panel left on screen once the LINE window was asked to close (the mock keeps the page). */
export function RegisteredPanel({ user }: { user: SessionUser | null }) {
  return (
    <div className="card reg-done" data-testid="register-done">
      <h2>{MESSAGES.registeredDone}</h2>
      {user?.hn && <p>HN {user.hn}</p>}
    </div>
  );
}

/** The person's own fields, as the LINE and the web registration ask them (accounts §2). */
export interface PersonForm {
  firstName: string;
  lastName: string;
  idCard: string;
  phone: string;
}

export interface PersonFieldsProps {
  form: PersonForm;
  set(key: keyof PersonForm, value: string): void;
  /** Marked invalid (required and empty after an attempt). */
  missing(value: string): boolean;
  /** The error modal, for the national-id checksum rule. */
  onError(message: string): void;
  /** Test-id prefix of the page ('reg', 'web'). */
  prefix: string;
}

/** First name, last name, national id and phone, with their input rules (accounts §5, §9). */
export function PersonFields({ form, set, missing, onError, prefix }: PersonFieldsProps) {
  return (
    <>
      <Field label="ชื่อ" testId={`${prefix}-firstName`} value={form.firstName} onChange={(e) => set('firstName', e.target.value)} invalid={missing(form.firstName)} autoComplete="given-name" />
      <Field label="นามสกุล" testId={`${prefix}-lastName`} value={form.lastName} onChange={(e) => set('lastName', e.target.value)} invalid={missing(form.lastName)} autoComplete="family-name" />
      <Field
        label="เลขประจำตัวประชาชน"
        testId={`${prefix}-idCard`}
        value={form.idCard}
        inputMode="numeric"
        maxLength={NATIONAL_ID_MAX}
        onChange={nationalIdChange((v) => set('idCard', v), onError)}
        invalid={missing(form.idCard)}
      />
      <Field
        label="เบอร์โทรศัพท์มือถือ"
        testId={`${prefix}-phone`}
        value={form.phone}
        inputMode="tel"
        maxLength={PHONE_MAX}
        onChange={(e) => set('phone', digitsOnly(e.target.value, PHONE_MAX))}
        invalid={missing(form.phone)}
        autoComplete="tel-national"
      />
    </>
  );
}

/**
 * POST /api/v1/identity/line-register (json-patch+json). A refusal shows the server's Thai
 * message; a network failure the spec's 'fetch: …' alert (§8). Null when it did not register.
 */
export async function postLineRegistration(payload: LineRegisterRequest, showError: (message: string) => void): Promise<LineRegisterResponse | null> {
  try {
    return await lineRegister(payload);
  } catch (e) {
    if (e instanceof ApiError) showError(serverMessage(e));
    else window.alert(`${LINE_ALERTS.fetchError}${errorText(e)}`);
    return null;
  }
}

/**
 * The LIFF ID token of the LINE user, which the server verifies with LINE. A LIFF or profile
 * failure shows the spec's 'Register Error getting profile: …' alert (§8). Null then.
 */
export async function lineIdTokenOrAlert(liffId: string): Promise<string | null> {
  try {
    await initLiff(liffId);
    return (await getLineIdentity()).idToken;
  } catch (e) {
    window.alert(`${LINE_ALERTS.profileError}${liffId} ${errorText(e)}`);
    return null;
  }
}
