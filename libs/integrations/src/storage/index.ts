export * from './file-store.port.js';
export * from './local-disk-file-store.js';
export * from './s3-file-store.js';
export * from './storage.module.js';
