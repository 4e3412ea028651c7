/** Issue 30 item 2: declared in libs/contracts (input/tele-service.ts), which the consultation schema uses; rules re-exports them. */
export { CONSULT_SERVICE_TYPE, TELE_SERVICE_NAMES, teleServiceName } from '@hospital/contracts';
