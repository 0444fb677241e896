// Node-safe contracts: constants, code tables, wire types, realtime names.
// The api imports only this entry; nothing here may touch the DOM or React.
export * from './constants.js';
export * from './codes.js';
export * from './api-types.js';
export * from './realtime.js';
export * from './languages.js';
export { CONTRACT_VERSION, isContractCompatible } from './contract-version.js';
