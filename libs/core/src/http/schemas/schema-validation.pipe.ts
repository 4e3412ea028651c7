import { BadRequestException, StandardSchemaValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { labelledProblem } from '@hospital/rules';

/** 'items.0.name' for an issue's path ('' for the body itself). */
function fieldOf(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
}

/**
 * Validation once, before the controller (issue 19 item 1): every body, query and path
 * parameter declared with `{ schema }` is parsed here. A bad request answers 400 with the
 * first problem's Thai message (the field order of the schema is the form's order),
 * `errors`, every problem at once so a form can show them all, and `fields`, the first
 * problem of each field by its name, so a page can put each message under its field.
 * Issue 35 item 2: `message` and `errors` name the field in Thai ('ชื่อ: ยาวเกิน 100 ตัวอักษร',
 * libs/rules field-problems); `fields` keeps the bare message, shown beside its labelled field.
 */
export class SchemaValidationPipe extends StandardSchemaValidationPipe {
  constructor() {
    super({
      exceptionFactory: (issues) => {
        const errors = [...new Set(issues.map((i) => labelledProblem(fieldOf(i), i.message)))];
        const fields: Record<string, string> = {};
        for (const issue of issues) fields[fieldOf(issue)] ??= issue.message;
        return new BadRequestException({ message: errors[0], errors, fields });
      },
    });
  }

  /** A named parameter (`@Param('cid', { schema })`) names its problem by that name, not ''. */
  override async transform<T = unknown>(value: T, metadata: ArgumentMetadata): Promise<T> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      const answer = error instanceof BadRequestException ? (error.getResponse() as { fields?: Record<string, string> }) : null;
      if (metadata.data && answer?.fields) {
        answer.fields = Object.fromEntries(Object.entries(answer.fields).map(([field, message]) => [field ? `${metadata.data}.${field}` : metadata.data!, message]));
      }
      throw error;
    }
  }
}
