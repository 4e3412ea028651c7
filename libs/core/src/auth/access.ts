import { ForbiddenException } from '@nestjs/common';
import { MESSAGES, inAudience } from '@hospital/rules';
import type { Audience } from './access.decorators.js';
import type { AuthUser } from './token.service.js';

/** The HTTP guard's audience check: the same rule as the socket rooms' (libs/rules inAudience). */
export function belongsTo(user: Pick<AuthUser, 'role'>, audience: readonly Audience[]): boolean {
  return inAudience(user.role, audience);
}

/**
 * The ownership check every module uses where it reads a person's data: the owner may,
 * and so may the listed audience (staff roles); anyone else gets 403.
 */
export function assertOwnerOr(user: AuthUser, ownerUserID: string | null | undefined, ...audience: Audience[]): void {
  if (ownerUserID && ownerUserID === user.userID) return;
  if (belongsTo(user, audience)) return;
  throw new ForbiddenException(MESSAGES.forbidden);
}
