export * from './request-context.js';
export * from './request-context.hooks.js';
export * from './logging.js';
export * from './metrics.service.js';
export * from './scrape-gauge.js'; // issue 31 item 5: a domain's gauge read at scrape time
export * from './metrics-access.js';
export * from './observability.module.js';
export * from './garbage-collector.js';
export * from './process-faults.js';
