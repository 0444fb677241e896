import type { ApiHandler } from './api-context.js';

/**
 * POST /apps/{app_id}/users/{user_id}/terminate_connections (the SDK's terminateUserConnections):
 * closes every socket signed in as the user with 4009, whose private channels go with it.
 */
export const postTerminateConnections: ApiHandler = (context, request) => {
  context.users.terminate(request.userId ?? '');
  return {};
};
