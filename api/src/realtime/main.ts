// Entry point: `node dist/realtime/main.js` (npm run start:realtime in api/).
import { readRealtimeConfig } from './config.js';
import { createRealtimeServer } from './server.js';

let config: ReturnType<typeof readRealtimeConfig>;
try {
  config = readRealtimeConfig();
} catch (error) {
  // A refused configuration (see lib/production-rules.ts): its message, without a stack trace.
  console.error(`realtime: ${(error as Error).message}`);
  process.exit(1);
}
const server = createRealtimeServer(config);
const { port, host } = await server.listen();
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
if (config.allowedOrigins.length === 0)
  console.warn('realtime: REALTIME_ALLOWED_ORIGINS is not set, so pages of any site may open sockets');
console.log(
  `realtime: Pusher protocol 7 on ws://${shownHost}:${port}/app/${config.key} (HTTP API http://${shownHost}:${port}/apps/${config.appId})`,
);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`realtime: ${signal}, closing connections`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('realtime: close failed', error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
