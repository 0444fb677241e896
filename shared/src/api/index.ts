export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './client.js';
export { ApiError, ApiCodeError, isApiError, isApiCodeError, type ApiErrorKind } from './api-error.js';
export { normalizeResponse } from './normalize-response.js';
export { expectSuccess } from './expect-success.js';
