// Module Federation async boundary: shared singletons are negotiated before any of them
// is imported (without it: RUNTIME-006 Invalid loadShareSync).
void import('./bootstrap.js');
