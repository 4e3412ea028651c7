import { z, nameSchemas } from '@hospital/core';

/** A person's account id in the path: a uuid (anything else is a 400, as before). */
export const UserIdParam = z.guid().meta({ description: "The person's user id", format: 'uuid' });

/** One sign-in attempt (libs/contracts SignInActivity). */
export const SignInActivityAnswer = z.object({
  id: z.string(),
  userID: z.uuid().nullable().meta({ description: 'null for a refused sign-in that matched no account' }),
  login: z.string().meta({ description: 'The login name tried (LINE:<user id> for LINE)' }),
  success: z.boolean(),
  at: z.iso.datetime(),
});
export const SignInsAnswer = z.object({ data: z.array(SignInActivityAnswer) });

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ SignInsAnswer });
