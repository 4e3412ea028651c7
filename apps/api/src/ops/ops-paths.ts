/** The queue dashboard (bull-board) lives here, outside the SPA's /admin routes. */
export const OPS_PATH = '/ops';
export const QUEUES_PATH = `${OPS_PATH}/queues`;
export const OPS_COOKIE = 'ops_session';
export const OPS_SESSION_SECONDS = 3600;
/** Issue 28: the purpose the ops session's token is signed for (TokenService.signFor): no sign-in token opens /ops. */
export const OPS_TOKEN_PURPOSE = 'ops-queues';
