/**
 * The name of the unique index a failed write ran into (PostgreSQL 23505), or null. Races
 * are decided by unique indexes; callers turn the index into the answer a person understands.
 */
export function uniqueViolationOf(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  const code = e?.code ?? e?.driverError?.code;
  const constraint = e?.constraint ?? e?.driverError?.constraint;
  return code === '23505' && typeof constraint === 'string' ? constraint : null;
}
