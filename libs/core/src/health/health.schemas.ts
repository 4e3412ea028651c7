/** GET /api/health/live, GET /api/health and GET /api/config: declared once in libs/contracts (health-calls.ts, issue 30 item 2), HealthReport and ClientConfig inferred from them. */
export { ClientConfigAnswer, HealthAnswer, LivenessAnswer } from '@hospital/contracts';
