export { createI18n } from './create-i18n.js';
export { registerNamespace } from './register-namespace.js';
export { commonNamespace, type CommonKey } from './common.js';
export { COMMON_NAMESPACE, FALLBACK_LANGUAGE, type NamespaceBundles, type Resources } from './resources.js';
export { areaBundles, type AreaBundlesOptions } from './area-bundles.js';
export { localeBundles, type LocaleBundlesOptions } from './locale-bundles.js';
