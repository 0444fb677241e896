export { BusEvent, type BusEventName, type BusPayloads } from './events.js';
export { createBus, type Bus, type BusHandler } from './bus.js';
