import type { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';

export interface MarkedMethod<T> {
  /** What the decorator stored on the method. */
  value: T;
  /** `Class.method`, for messages. */
  where: string;
  /** The method bound to its provider instance. */
  call: (...args: unknown[]) => unknown;
}

/**
 * Every method of the app's providers that carries `key` (a SetMetadata decorator): the job
 * handlers, the in-transaction reactions. Request-scoped providers are left out, and a provider
 * listed by several modules is one instance, counted once.
 */
export function markedMethods<T>(discovery: DiscoveryService, scanner: MetadataScanner, reflector: Reflector, key: symbol): Array<MarkedMethod<T>> {
  const found: Array<MarkedMethod<T>> = [];
  const seen = new Set<object>();
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic() || seen.has(instance)) continue;
    seen.add(instance);
    const prototype = Object.getPrototypeOf(instance);
    for (const method of scanner.getAllMethodNames(prototype)) {
      const value = reflector.get<T | undefined>(key, prototype[method]);
      if (value === undefined) continue;
      const fn = instance[method] as (...args: unknown[]) => unknown;
      found.push({ value, where: `${instance.constructor.name}.${method}`, call: (...args) => fn.apply(instance, args) });
    }
  }
  return found;
}
