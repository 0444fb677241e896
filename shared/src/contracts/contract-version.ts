// @croupier/shared's contract version (= package.json croupier.contract); see shared/CHANGELOG.md.
export const CONTRACT_VERSION = '7.2.0';

/**
 * How many majors of the contract a shell serves: remotes built against its own major (a minor no
 * newer than its own) and against the one before (any minor) mount; an older one is refused. So a
 * major never makes every remote rebuild with the shell: each has until the major after it.
 */
export const SERVED_CONTRACT_MAJORS = 2;
