// Ports to the outside systems (DESIGN.md): LINE, ThaiD, the HIS.
export * from './line/line-id-token.verifier.js';
export * from './line/line.module.js';
export * from './line/line-messaging.client.js';
export * from './line/line-flex.js';
export * from './line/line-rich-menus.client.js'; // issue 31 item 3: rich menus, their images and per-user links
// The hospital information system (HIS): port, local stand-in, module, schema.
export * from './his/index.js';
export * from './thaid/thaid-claims.js';
export * from './thaid/thaid.client.js';
export * from './thaid/thaid-integration.module.js';
// Files (uploads): the store port and its local-disk adapter over FILES_DIR.
export * from './storage/index.js';
// Video: the provider port (WebRTC, OpenTok, a JWT meeting host) and its adapters.
export * from './video/index.js';
export * from './bank/index.js'; // banks: the slip-verification port and its HTTP adapter (issue 13)
export * from './thailand-post/index.js'; // Thailand Post: the parcel-tracking port and its client (issue 14 item 3)
