import { jest } from '@jest/globals';
import jwt from 'jsonwebtoken';
import type { AppConfig } from '../config/app-config.js';
import { TokenService } from './token.service.js';

describe('token.service', () => {
  const SECRET = 'a-test-secret-of-enough-length-0123456789';
  const TTL = 12 * 3600;
  const service = () => new TokenService({ jwtSecret: SECRET, jwtTtlSeconds: TTL } as AppConfig);
  const claims = { sub: '6f1c2d3e-0000-4000-8000-000000000001', role: null, name: 'สมชาย ใจดี' };

  describe('TokenService.verify', () => {
    it('reads a token it signed', () => {
      const tokens = service();
      expect(tokens.verify(tokens.sign(claims))).toMatchObject({ userID: claims.sub, role: null, fullName: 'สมชาย ใจดี' });
    });

    it('refuses a token with the right key but no expiry (finding 7)', () => {
      const forged = jwt.sign(claims, SECRET, { algorithm: 'HS256' });
      expect(service().verify(forged)).toBeNull();
    });

    it('refuses a token without iat', () => {
      const forged = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 }, SECRET, { algorithm: 'HS256', noTimestamp: true });
      expect(service().verify(forged)).toBeNull();
    });

    it('takes a session as long as the configured one and refuses one a second longer', () => {
      const at = Math.floor(Date.now() / 1000);
      const longest = jwt.sign({ ...claims, iat: at, exp: at + TTL }, SECRET, { algorithm: 'HS256' });
      const longer = jwt.sign({ ...claims, iat: at, exp: at + TTL + 1 }, SECRET, { algorithm: 'HS256' });
      expect(service().verify(longest)).not.toBeNull();
      expect(service().verify(longer)).toBeNull();
    });

    it('refuses another key, another algorithm and an expired token', () => {
      const tokens = service();
      expect(tokens.verify(jwt.sign(claims, 'another-secret-0123456789-0123456789', { algorithm: 'HS256', expiresIn: 60 }))).toBeNull();
      expect(tokens.verify(jwt.sign(claims, SECRET, { algorithm: 'HS512', expiresIn: 60 }))).toBeNull();
      expect(tokens.verify(tokens.sign(claims, -1))).toBeNull();
    });

    it('remembers a verified token only until it expires', () => {
      const tokens = service();
      const token = tokens.sign(claims, 1);
      expect(tokens.verify(token)).not.toBeNull();
      const now = Date.now();
      const spy = jest.spyOn(Date, 'now').mockReturnValue(now + 2000);
      try {
        expect(tokens.verify(token)).toBeNull();
      } finally {
        spy.mockRestore();
      }
    });

    it('never remembers a changed token as the one it verified', () => {
      const tokens = service();
      const token = tokens.sign(claims);
      expect(tokens.verify(token)).not.toBeNull();
      const [h, p, sig] = token.split('.');
      expect(tokens.verify(`${h}.${p}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`)).toBeNull();
    });
  });

  // Issue 28 item 5: /ops/queues takes only its own short session, never a sign-in token.
  describe('TokenService.signFor / verifyFor', () => {
    it('reads a purpose token only for its purpose, and no sign-in token as one', () => {
      const tokens = service();
      const ops = tokens.signFor('ops-queues', claims, 3600);
      expect(tokens.verifyFor(ops, 'ops-queues', 3600)).toMatchObject({ userID: claims.sub });
      expect(tokens.verifyFor(ops, 'other', 3600)).toBeNull();
      expect(tokens.verifyFor(tokens.sign(claims), 'ops-queues', 3600)).toBeNull();
    });

    it('refuses a purpose token as a sign-in session', () => {
      const tokens = service();
      expect(tokens.verify(tokens.signFor('ops-queues', claims, 3600))).toBeNull();
    });

    it('takes a purpose token living its limit, not one second more', () => {
      const tokens = service();
      expect(tokens.verifyFor(tokens.signFor('ops-queues', claims, 3600), 'ops-queues', 3600)).not.toBeNull();
      expect(tokens.verifyFor(tokens.signFor('ops-queues', claims, 3601), 'ops-queues', 3600)).toBeNull();
    });
  });
});
