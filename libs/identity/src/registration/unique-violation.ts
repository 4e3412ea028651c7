import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
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
  const driver = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : null;
  if (driver?.code === '23505' && driver.constraint && BY_INDEX[driver.constraint]) {
    throw new ConflictException(BY_INDEX[driver.constraint]);
  }
  throw error;
}
