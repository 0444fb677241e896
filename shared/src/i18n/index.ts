export { createI18n } from './create-i18n.js';
export { registerNamespace } from './register-namespace.js';
export { COMMON_NAMESPACE, FALLBACK_LANGUAGE, type NamespaceBundles } from './resources.js';
export { areaBundles } from './area-bundles.js';
export { localeBundles } from './locale-bundles.js';
