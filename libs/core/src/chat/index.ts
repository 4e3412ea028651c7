export * from './chat.decorators.js';
export * from './chat-registry.js';
