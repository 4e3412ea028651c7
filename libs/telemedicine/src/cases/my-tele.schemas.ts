import { z, nameSchemas } from '@hospital/core';
import { TeleRequestAnswer } from './tele-answers.schemas.js';

/** GET /api/v1/mytele: the patient's own cases, newest appointment first. */
export const MyTeleListAnswer = z.object({ data: z.array(TeleRequestAnswer) });

/** GET /api/v1/mytele/{teleID}: one of them. */
export const MyTeleAnswer = z.object({ data: TeleRequestAnswer });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ MyTeleListAnswer, MyTeleAnswer });
