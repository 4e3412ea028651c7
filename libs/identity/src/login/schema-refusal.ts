import { BadRequestException } from '@nestjs/common';
import type { z } from '@hospital/core';
import { labelledProblem } from '@hospital/rules';

/**
 * A sign-in strategy's 400 for a body its schema refused: the same answer the global
 * SchemaValidationPipe gives (the first problem's Thai message, every problem in `errors`,
 * each field's first problem in `fields`), since a strategy runs in a guard, before the pipes.
 */
export function refusalOf(error: z.ZodError): BadRequestException {
  const errors = [...new Set(error.issues.map((i) => labelledProblem(i.path.map(String).join('.'), i.message)))];
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return new BadRequestException({ message: errors[0], errors, fields });
}
