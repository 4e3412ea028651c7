// Every route the api's controllers serve, read from Nest's own metadata (shared by the
// permission table test and the API docs tests).
import { DiscoveryService } from '@nestjs/core';
import type { TestApp } from './api-app.js';

export interface ServedRoute {
  method: string;
  path: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'];

export function servedRoutes(app: TestApp): ServedRoute[] {
  const served: ServedRoute[] = [];
  for (const wrapper of app.api.get(DiscoveryService).getControllers()) {
    const type = wrapper.metatype as any;
    const bases: string[] = [Reflect.getMetadata('path', type) ?? ''].flat();
    for (const name of Object.getOwnPropertyNames(type.prototype)) {
      const handler = type.prototype[name];
      const method = Reflect.getMetadata('method', handler);
      if (method === undefined || name === 'constructor') continue;
      for (const base of bases) {
        for (const sub of [Reflect.getMetadata('path', handler) ?? ''].flat() as string[]) {
          const path = `/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
          served.push({ method: METHODS[method], path });
        }
      }
    }
  }
  return served;
}

/** '/api/v1/tele/:teleID' → '/api/v1/tele/{teleID}' as OpenAPI writes it. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
