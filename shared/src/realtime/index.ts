export { createRealtime, type Realtime, type RealtimeOptions, type RealtimeScope } from './realtime.js';
export {
  createEchoConnection,
  echoSettings,
  type EchoConnection,
  type EchoFactory,
  type EchoSettings,
  type RealtimeState,
} from './echo-connection.js';
