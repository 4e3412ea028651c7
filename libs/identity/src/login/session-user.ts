import type { SessionUser } from '@hospital/contracts';
import { fullNameOf, type User } from '../users/user.entity.js';

export function toSessionUser(user: User, token: string): SessionUser {
  return {
    token,
    role: user.role,
    isActive: user.isActive,
    fullName: fullNameOf(user),
    titleName: user.titleName,
    idCard: user.idCard,
    phone: user.phone,
    hn: user.hn,
    link: user.lineUserId ? 1 : 0,
    userID: user.id,
  };
}
