export * from './chat.decorators.js';
export * from './chat-registry.js';
export * from './chat-shapes.js';
