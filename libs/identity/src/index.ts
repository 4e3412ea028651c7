import { User } from './users/user.entity.js';
import { CreateUsers1763700000100 } from './migrations/1763700000100-create-users.js';

export * from './identity.module.js';
export * from './users/user.entity.js';
export * from './login/password-hasher.js';
export * from './demo/demo-accounts.js';
export * from './demo/demo-seeder.js';

export const IDENTITY_SCHEMA = { entities: [User], migrations: [CreateUsers1763700000100] };
