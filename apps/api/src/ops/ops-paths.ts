/** The queue dashboard (bull-board) lives here, outside the SPA's /admin routes. */
export const OPS_PATH = '/ops';
export const QUEUES_PATH = `${OPS_PATH}/queues`;
export const OPS_COOKIE = 'ops_session';
export const OPS_SESSION_SECONDS = 3600;
