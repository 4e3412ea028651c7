import { z } from '@hospital/core';
import { TeleRequestAnswer } from './tele-answers.schemas.js';

/** GET /api/v1/mytele: the patient's own cases, newest appointment first. */
export const MyTeleListAnswer = z.object({ data: z.array(TeleRequestAnswer) });

/** GET /api/v1/mytele/{teleID}: one of them. */
export const MyTeleAnswer = z.object({ data: TeleRequestAnswer });
