// Fastify names a plugin without a display name by searching `require.cache` for a module that
// exports it (fastify/lib/plugin-utils.js, twice per registration). Under jest that cache is a
// proxy over the module registry: over ~150 route plugins the search takes ~0.4 s of every test
// app's start, more than half of it. A plugin's name as its metadata (what fastify-plugin sets,
// without fastify-plugin's lifting of the plugin out of its encapsulation context) skips the
// search and names it in Fastify's plugin tree and messages.
const DISPLAY_NAME = Symbol.for('fastify.display-name');
const PLUGIN_META = Symbol.for('plugin-meta');

/** `plugin`, carrying `name` (its own function name unless given) as Fastify's and avvio's name for it. */
export function named<Plugin extends object>(plugin: Plugin, name = (plugin as { name?: string }).name ?? ''): Plugin {
  if (name) {
    Object.defineProperty(plugin, DISPLAY_NAME, { value: name, configurable: true });
    Object.defineProperty(plugin, PLUGIN_META, { value: { name }, configurable: true });
  }
  return plugin;
}
