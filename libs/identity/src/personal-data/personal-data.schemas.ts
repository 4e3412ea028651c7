import { z, nameSchemas } from '@hospital/core';

/** libs/contracts PersonalDataExport: GET /api/v1/me/export. */
export const PersonalDataExportAnswer = z.object({
  exportedAt: z.iso.datetime(),
  userID: z.uuid(),
  sections: z.array(
    z.object({
      table: z.string().meta({ description: 'the table the rows come from' }),
      title: z.string().meta({ description: 'Thai heading of the section' }),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
  tables: z.array(z.string()).meta({ description: 'every table the export covers' }),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ PersonalDataExportAnswer });
