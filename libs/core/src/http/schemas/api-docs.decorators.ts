import { applyDecorators } from '@nestjs/common';
import { ApiExtension, ApiResponse } from '@nestjs/swagger';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** The answer of a call, documented from its schema (GET /api/docs-json). */
export const Answer = (schema: StandardSchemaV1, status = 200, description = 'สำเร็จ'): MethodDecorator =>
  applyDecorators(ApiResponse({ status, description, standardSchema: schema }));

/** A call that answers without a JSON body: a redirect, a file, a page or plain text. */
export const AnswerWithout = (status: number, description: string): MethodDecorator =>
  applyDecorators(ApiResponse({ status, description }), ApiExtension('x-answer', 'not-json'));

/** A POST/PUT/DELETE that takes no body: said, so the docs test knows it was not forgotten. */
export const NoBody = (): MethodDecorator => ApiExtension('x-body', 'none');
