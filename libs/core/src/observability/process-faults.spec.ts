// Issue 36: the process-level policy for errors nobody caught (docs/reliability.md).
import { installProcessFaultPolicy } from './process-faults.js';

describe('process-faults', () => {
  /** process.emit as Node calls it for these events (its typings list only some of them). */
  const emit = process.emit.bind(process) as (event: string, ...args: unknown[]) => boolean;

  function withPolicy(run: (exits: number[]) => void): number[] {
    const exits: number[] = [];
    const uninstall = installProcessFaultPolicy('api', (code) => exits.push(code));
    try {
      run(exits);
    } finally {
      uninstall();
    }
    return exits;
  }

  /** What pg emits on a client whose server went away. */
  function terminated(): Error {
    return Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
  }

  it('goes on after a database connection broke with nobody listening (the connection is dropped)', () => {
    expect(withPolicy(() => void emit('uncaughtException', terminated(), 'uncaughtException'))).toEqual([]);
    expect(withPolicy(() => void emit('uncaughtException', new Error('Connection terminated unexpectedly'), 'uncaughtException'))).toEqual([]);
  });

  it('exits with 1 for any other uncaught exception, for the supervisor to start the process again', () => {
    expect(withPolicy(() => void emit('uncaughtException', new TypeError("Cannot read properties of undefined (reading 'id')"), 'uncaughtException'))).toEqual([1]);
  });

  it('goes on after a promise nobody waited for failed', () => {
    expect(withPolicy(() => void emit('unhandledRejection', new Error('LINE answered 500'), Promise.resolve()))).toEqual([]);
    expect(withPolicy(() => void emit('unhandledRejection', terminated(), Promise.resolve()))).toEqual([]);
  });

  it('leaves no listener behind once uninstalled', () => {
    const before = [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')];
    withPolicy(() => undefined);
    expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(before);
  });
});
