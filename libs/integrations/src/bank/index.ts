// The banks' slip-verification API (issue 13 item 5): the port, its HTTP adapter, the module.
export * from './slip-verify.port.js';
export * from './http-slip-verify.adapter.js';
export * from './bank.module.js';
