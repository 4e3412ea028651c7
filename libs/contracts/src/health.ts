export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'in-process';
}
