// A refused call in the api's own words when it gave them (400 a wrong input, 404 nothing of that
// name, 409 a conflict: decided already, a month settled already, a site's policy), else the
// console's words (not allowed, unreachable, anything else). The api's message is shown as text,
// as it is or in a page's own wording of it.
import { isApiError } from '../api/client.js';
import { useErrorText } from './errors.js';

const SAID_BY_THE_API = [400, 404, 409];

export function useRefusalText(wording?: (message: string) => string): (error: unknown) => string {
  const errorText = useErrorText();
  return (error) => {
    if (!isApiError(error) || !SAID_BY_THE_API.includes(error.status) || !error.message) return errorText(error);
    return wording ? wording(error.message) : error.message;
  };
}
