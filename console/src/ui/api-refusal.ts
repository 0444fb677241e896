// A refused call in the api's own words when it gave them (400 a wrong input, 404 nothing of that
// name, 409 a conflict: decided already, a month settled already, a site's policy), else the
// console's words (not allowed, unreachable, anything else). The api's message is shown as text.
import { isApiError } from '../api/client.js';
import { useErrorText } from './errors.js';

const SAID_BY_THE_API = [400, 404, 409];

export function useRefusalText(): (error: unknown) => string {
  const errorText = useErrorText();
  return (error) =>
    isApiError(error) && SAID_BY_THE_API.includes(error.status) && error.message ? error.message : errorText(error);
}
