import { z, nameSchemas } from '@hospital/core';

/** Every MOPH code list answers {data: [{label, value}]} (accounts §7). */
export const CodeListAnswer = z.object({
  data: z.array(z.object({ label: z.string().meta({ example: 'นาย' }), value: z.string().meta({ example: '003' }) })),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ CodeListAnswer });
