// The reality check's face: the member-services parcel mounts <RealityCheck/>.
export { RealityCheck } from './reality-check.js';
