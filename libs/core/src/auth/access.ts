import { ForbiddenException } from '@nestjs/common';
import { MESSAGES, isNetworkRole, isStaff } from '@hospital/rules';
import type { Audience } from './access.decorators.js';
import type { AuthUser } from './token.service.js';

export function belongsTo(user: Pick<AuthUser, 'role'>, audience: readonly Audience[]): boolean {
  return audience.some((who) => {
    if (who === 'patient') return !isStaff(user.role);
    if (who === 'network') return isNetworkRole(user.role);
    return user.role === who;
  });
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
