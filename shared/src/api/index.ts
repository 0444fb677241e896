export { createApiClient, type ApiClient } from './client.js';
export { isApiError, isApiCodeError } from './api-error.js';
export { expectSuccess } from './expect-success.js';
