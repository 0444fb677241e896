export { BusEvent, type BusPayloads } from './events.js';
export { createBus, type Bus } from './bus.js';
