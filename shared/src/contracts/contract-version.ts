// @croupier/shared's contract version (= package.json croupier.contract); see shared/CHANGELOG.md.
export const CONTRACT_VERSION = '7.5.0';
