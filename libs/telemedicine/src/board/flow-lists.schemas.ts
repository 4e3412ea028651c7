import { z, nameSchemas } from '@hospital/core';

/** GET /api/flow: the flowStatus names the lists and filters show. */
export const FlowStatusesAnswer = z.object({
  data: z.array(z.object({ flowStatus: z.number().int(), flowStatusName: z.string() })),
});

/** GET /api/servicetype: the service types (ServiceTypeRow of libs/rules). */
export const ServiceTypesAnswer = z.object({
  data: z.array(
    z.object({
      serviceType: z.number().int(),
      serviceTypeName: z.string(),
      kind: z.enum(['tele', 'booking']),
      slotType: z.number().int().nullable(),
    }),
  ),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ FlowStatusesAnswer, ServiceTypesAnswer });
