import { Controller, Get, Inject, Param } from '@nestjs/common';
import { Role, type SignInActivity } from '@hospital/contracts';
import { Allow, Answer, OwnerOr, SqlReads } from '@hospital/core';
import { SignInsAnswer, UserIdParam } from './sign-ins.schemas.js';

const PAGE = 50;

@Controller('api/v1/audit/signins')
export class SignInsController {
  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  /** The latest sign-ins of everyone, for the Admin board. */
  @Allow(Role.Admin)
  @Get()
  @Answer(SignInsAnswer)
  async latest(): Promise<{ data: SignInActivity[] }> {
    return { data: await this.query(null) };
  }

  /** One person's sign-ins: their own, or anyone's for Admin (others: 403, checked before the id is read). */
  @Get(':userID')
  @OwnerOr('userID', Role.Admin)
  @Answer(SignInsAnswer)
  async ofUser(@Param('userID', { schema: UserIdParam }) userID: string): Promise<{ data: SignInActivity[] }> {
    return { data: await this.query(userID) };
  }

  /**
   * The rows are the answer (issue 17 item 3): named and typed by the query, timestamps as ISO
   * text (SqlReads.answerRows), so nothing is copied row by row on the way out.
   */
  private query(userID: string | null): Promise<SignInActivity[]> {
    return this.sql.answerRows<SignInActivity>(
      `SELECT id::text AS id, user_id AS "userID", login, success, at FROM audit_log
        WHERE action = 'signIn' AND ($1::uuid IS NULL OR user_id = $1::uuid)
        ORDER BY at DESC, id DESC LIMIT ${PAGE}`,
      [userID],
    );
  }
}
