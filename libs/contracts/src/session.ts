/** LoginRequest and SessionUser are inferred from their schemas (identity-calls.ts, issue 30 item 2). */

/** The claims inside our JWT. */
export interface TokenClaims {
  sub: string;
  role: string | null;
  name: string;
}

/** Every error answer: `message` is Thai text fit to show a person. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
  /** Every problem of a form, the one to show first (web-register). */
  errors?: string[];
  /**
   * A request that did not fit its schema: the first problem of each field, by field name ('' is
   * the body itself), without the field's name — the page shows it beside the field (issue 35
   * item 2); `message` and `errors` say the same problems with the field named in Thai.
   */
  fields?: Record<string, string>;
}
