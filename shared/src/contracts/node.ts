// @croupier/shared/contracts: what the api imports, node-safe: the contracts and the validation
// rules both ends run. The browser takes them from two entries ('@croupier/shared' and
// '@croupier/shared/validation') so the first render does not carry the schemas.
export * from './index.js';
export * from './validation/index.js';
