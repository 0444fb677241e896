// What a loaded exposed module must look like before the shell mounts it: single-spa
// lifecycles plus the contract version the remote was built against.
import { CONTRACT_VERSION, type RemoteModule } from '@croupier/shared';
import { isContractCompatible } from './contract-compatibility.js';

export type CheckedRemote =
  | { ok: true; remote: RemoteModule }
  | { ok: false; reason: 'incompatible'; remoteContract: string; hostContract: string }
  | { ok: false; reason: 'invalid'; error: Error };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Accepts the lifecycles as named exports or as the default export. */
export function checkRemoteModule(exposed: unknown, hostContract: string = CONTRACT_VERSION): CheckedRemote {
  const candidate =
    isObject(exposed) && isObject(exposed.default) && 'mount' in exposed.default ? exposed.default : exposed;
  if (!isObject(candidate) || typeof candidate.mount !== 'function' || typeof candidate.unmount !== 'function') {
    return { ok: false, reason: 'invalid', error: new Error('the exposed module has no single-spa lifecycles') };
  }
  const remoteContract = typeof candidate.sharedContract === 'string' ? candidate.sharedContract : 'unknown';
  if (!isContractCompatible(remoteContract, hostContract)) {
    return { ok: false, reason: 'incompatible', remoteContract, hostContract };
  }
  return { ok: true, remote: candidate as unknown as RemoteModule };
}
