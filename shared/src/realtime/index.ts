export { createRealtime, type Realtime, type RealtimeScope } from './realtime.js';
export { type EchoConnection, type EchoFactory, type EchoSettings } from './echo-connection.js';
