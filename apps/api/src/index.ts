export * from './create-api.js';
