// Module Federation needs an async boundary before any shared singleton is used.
void import('./bootstrap.js');
