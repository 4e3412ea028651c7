import { loadConfig } from '@hospital/core';
import { createApi } from './create-api.js';

const config = loadConfig();
const app = await createApi(config);
try {
  await app.listen(config.port, config.host);
} catch (error) {
  console.error(`The api could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`API listening on http://${config.host}:${config.port}`);
