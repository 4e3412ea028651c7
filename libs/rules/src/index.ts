export * from './messages.js';
export * from './national-id.js';
export * from './login.js';
export * from './thai-date.js';
export * from './roles.js';
