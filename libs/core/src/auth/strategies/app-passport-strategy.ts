// Issue 19 §4: passport strategies that belong to one Nest app. Passport keeps one strategy
// per name per process, while a strategy holds its app's services (the token key, the
// account standing cache, the database). The tests run the api and the worker, and at times
// two apis, in one process; so each name is bound in passport to a dispatcher, and every
// request is authenticated by the strategy of the HTTP app whose Fastify instance received
// it. A worker (no HTTP server) never answers for a name.
import { Inject, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';

type Actions = Pick<passport.StrategyCreatedStatic, 'success' | 'fail' | 'redirect' | 'pass' | 'error'>;
interface AppStrategyLike {
  authenticate(this: Actions, request: unknown, options?: unknown): void;
}

/** Fastify instance → its app's strategies by name. */
const byServer = new WeakMap<object, Map<string, AppStrategyLike>>();
const dispatchers = new Set<string>();

function strategyOf(server: object | undefined, name: string): AppStrategyLike | undefined {
  // A route in an encapsulated Fastify context sees a child instance made from its parent.
  for (let at = server; at; at = Object.getPrototypeOf(at) as object | undefined) {
    const found = byServer.get(at)?.get(name);
    if (found) return found;
  }
  return undefined;
}

function bindDispatcher(name: string): void {
  if (dispatchers.has(name)) return;
  dispatchers.add(name);
  passport.use(name, {
    name,
    authenticate(this: Actions, request: { server?: object }, options?: unknown) {
      const own = strategyOf(request.server, name);
      if (!own) return this.error(new Error(`No passport strategy "${name}" in this app`));
      // passport's per-request actions, on a per-request copy of the app's strategy
      const bound = Object.create(own) as AppStrategyLike & Actions;
      bound.success = this.success;
      bound.fail = this.fail;
      bound.error = this.error;
      bound.redirect = this.redirect;
      bound.pass = this.pass;
      own.authenticate.call(bound, request, options);
    },
  } as passport.Strategy);
}

/** A strategy class as PassportStrategy makes it: the verify callback calls `validate`. */
type StrategyBase = new (...args: any[]) => passport.Strategy & { validate(...args: any[]): unknown };

/** PassportStrategy(Strategy, name), answering for its own app's requests only. */
export function AppPassportStrategy(Strategy: Type<passport.Strategy>, name: string) {
  class AppStrategy extends (PassportStrategy(Strategy, name) as StrategyBase) implements OnApplicationBootstrap {
    @Inject(HttpAdapterHost) readonly httpAdapterHost!: HttpAdapterHost;

    /** Called by PassportStrategy's constructor: binds the name to the dispatcher instead. */
    getPassportInstance(): { use(name: string): void } {
      return { use: bindDispatcher };
    }

    onApplicationBootstrap(): void {
      const server = this.httpAdapterHost?.httpAdapter?.getInstance<object>();
      if (!server) return;
      const strategies = byServer.get(server) ?? new Map<string, AppStrategyLike>();
      strategies.set(name, this as unknown as AppStrategyLike);
      byServer.set(server, strategies);
    }
  }
  return AppStrategy;
}
