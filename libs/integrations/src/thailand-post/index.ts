// Thailand Post's tracking API (issue 14 item 3): the port, its client, the status codes, the module.
export * from './parcel-tracking.port.js';
export * from './thailand-post-codes.js';
export * from './thailand-post.client.js';
export * from './thailand-post.module.js';
