import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

describe('database-unavailable', () => {
  describe('isDatabaseUnavailable: what a call meets while PostgreSQL is away (503, try again)', () => {
    it('is a refused or broken connection, the server shutting down, or a transaction whose connection went away', () => {
      expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
      expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
      expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
      expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
      // The COMMIT of a sign-in whose connection PostgreSQL had just terminated (a 500 before).
      expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    });

    it('is not a failed statement or any other error (those stay 500 or their own answer)', () => {
      expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1/0', [], Object.assign(new Error('division by zero'), { code: '22012' })))).toBe(false);
      expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
      expect(isDatabaseUnavailable(null)).toBe(false);
    });
  });
});
