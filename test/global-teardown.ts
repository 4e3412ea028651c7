interface Stoppable {
  stop(): Promise<void>;
}

export default async function globalTeardown(): Promise<void> {
  const infra = (globalThis as Record<string, unknown>).__TEST_INFRA__ as { pg: Stoppable; redis: Stoppable } | undefined;
  await Promise.allSettled([infra?.redis.stop(), infra?.pg.stop()]);
}
