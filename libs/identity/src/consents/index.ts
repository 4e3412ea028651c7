// Issue 15: identity's consent ledger, for the other domains (test/import-graph.spec.ts lists these names).
export { ConsentsModule } from './consents.module.js';
export { ConsentLedger, type GivenConsent } from './consent-ledger.js';
