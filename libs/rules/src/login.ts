import { MESSAGES } from './messages.js';

export interface LoginFields {
  email?: unknown;
  password?: unknown;
}

/** Login form rules (accounts §5): both fields required. Returns field → message. */
export function validateLogin(input: LoginFields): Partial<Record<'email' | 'password', string>> {
  const errors: Partial<Record<'email' | 'password', string>> = {};
  if (typeof input.email !== 'string' || input.email.trim() === '') errors.email = MESSAGES.usernameRequired;
  if (typeof input.password !== 'string' || input.password === '') errors.password = MESSAGES.passwordRequired;
  return errors;
}
