import { ConflictException } from '@nestjs/common';
import { uniqueViolationOf } from '@hospital/core';
import { MESSAGES } from '@hospital/rules';

const BY_INDEX: Record<string, string> = {
  users_id_card: MESSAGES.idCardTaken,
  users_line_user_id: MESSAGES.lineTaken,
  users_email: MESSAGES.emailTaken,
  users_username: MESSAGES.usernameTaken,
};

/**
 * Two registrations racing for one national ID, LINE account, email or username: the unique
 * index decides, and the loser gets the 409 a person understands (never a 500).
 */
export function asConflict(error: unknown): never {
  const index = uniqueViolationOf(error);
  if (index && BY_INDEX[index]) throw new ConflictException(BY_INDEX[index]);
  throw error;
}
