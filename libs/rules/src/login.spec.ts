import { validateLogin } from './login.js';
import { MESSAGES } from './messages.js';

describe('login', () => {
  // Issue 18, "Tests that would notice": the login form's two field checks (accounts §5).
  describe('the login form (accounts §5): both fields required', () => {
    it('accepts a username and a password', () => {
      expect(validateLogin({ email: 'somchai', password: 'Demo@2569' })).toEqual({});
    });

    it.each([undefined, '', '   ', 42])('asks for the username when it is %p', (email) => {
      expect(validateLogin({ email, password: 'Demo@2569' })).toEqual({ email: 'กรุณาระบุชื่อผู้ใช้' });
    });

    it.each([undefined, '', 42])('asks for the password when it is %p', (password) => {
      expect(validateLogin({ email: 'somchai', password })).toEqual({ password: 'กรุณาระบุรหัสผ่าน' });
    });

    it('keeps a password of spaces as typed (a password is not trimmed)', () => {
      expect(validateLogin({ email: 'somchai', password: ' ' })).toEqual({});
    });

    it('names both fields when both are missing', () => {
      expect(validateLogin({})).toEqual({ email: MESSAGES.usernameRequired, password: MESSAGES.passwordRequired });
    });
  });
});
