import { User } from './users/user.entity.js';
import { Consent } from './registration/consent.entity.js';
import { CreateUsers1763700000100 } from './migrations/1763700000100-create-users.js';
import { Registration1763800000100 } from './migrations/1763800000100-registration.js';
import { UserDeactivation1764000000725 } from './migrations/1764000000725-user-deactivation.js';
import { ConsentLedger1767100000100 } from './migrations/1767100000100-consent-ledger.js';
import { LineUnfollowed1767700000220 } from './migrations/1767700000220-line-unfollowed.js';

export * from './identity.module.js';
export * from './users/user.entity.js';
export * from './registration/consent.entity.js';
export * from './login/password-hasher.js';
export * from './demo/demo-accounts.js';
export * from './demo/demo-seeder.js';

export const IDENTITY_SCHEMA = { entities: [User, Consent], migrations: [CreateUsers1763700000100, Registration1763800000100, UserDeactivation1764000000725, ConsentLedger1767100000100, LineUnfollowed1767700000220] };
export * from './thaid/thaid-ticket.service.js';
export * from './consents/index.js'; // issue 15: ConsentsModule, ConsentLedger
export * from './line/line-recipients.js'; // the LINE account and 'line_messages' consent of a push's person, for notifications
export { LineFollows, type LinePerson } from './line/line-follows.js'; // issue 31: who a LINE user is, and whether they follow the OA (the chat, notifications)
export { PeopleDirectory, PeopleModule, type Person } from './people/people-directory.js'; // issue 30 item 1: people by id, ids by name or HN, for the other domains (they never read users)
export { AccountCommands, type AccountProfile, type NewPatientAccount } from './people/account-commands.js'; // issue 30 item 1: the account writes patients makes
