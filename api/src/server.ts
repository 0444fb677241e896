// Starts the api: node dist/server.js (from the api folder or anywhere).
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';

// dist/server.js -> the api package folder, where the default database lives (data/).
const packageDir = process.argv[1] ? path.resolve(path.dirname(process.argv[1]), '..') : process.cwd();
let config: Config;
try {
  config = loadConfig(process.env, packageDir);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  // A refused configuration names its variables; a stack trace would only hide them.
  console.error(`api: ${err.message}`);
  process.exit(1);
}
const app = buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database ${config.databasePath}; realtime trigger API at ${config.pusher.host}:${config.pusher.port}`);
} catch (err) {
  app.log.error({ err }, 'failed to start');
  process.exit(1);
}
