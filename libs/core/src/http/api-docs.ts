import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const SIGNED_IN = 'any signed-in user';

/**
 * Who may call each operation, in the docs as in the permission table (docs/permissions.md):
 * `x-roles` from @Public/@Allow/@OwnerOr, else any signed-in user; written out in the
 * operation's description for the page too.
 */
function withRoles(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const op = item[method] as (Record<string, unknown> & { description?: string; security?: unknown[] }) | undefined;
      if (!op) continue;
      const roles = (op['x-roles'] as string[] | undefined) ?? [SIGNED_IN];
      op['x-roles'] = roles;
      if (!roles.includes('anyone')) op.security ??= [{ bearer: [] }];
      op.description = [op.description, `Roles: ${roles.join(', ')}`].filter(Boolean).join('\n\n');
    }
  }
  return document;
}

/**
 * OpenAPI 3 of every call (issue 19 item 2), built from the same schemas that validate
 * them: GET /api/docs-json, and a readable page at /api/docs. Built on first request, so a
 * start-up (and every test app) does not pay for it.
 */
export function mountApiDocs(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Skin hospital care platform API')
    .setDescription('Accounts, patients, telemedicine, bookings, records and vaccines (both specs). Errors answer {statusCode, message, errors?, fields?} in Thai.')
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  let document: OpenAPIObject | undefined;
  const build = (): OpenAPIObject => (document ??= withRoles(SwaggerModule.createDocument(app, config)));
  SwaggerModule.setup('api/docs', app, build, { jsonDocumentUrl: 'api/docs-json', raw: ['json'], customSiteTitle: 'API ของโรงพยาบาล' });
}
