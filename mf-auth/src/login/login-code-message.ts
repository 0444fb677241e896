// Login answer code -> message (spec 01 §8), from the one table in the contracts.
import { LOGIN_CODE_MESSAGES } from '@croupier/shared';
import type { Message } from '../message.js';
import { codeMessage } from './code-message.js';

/**
 * The message for a failed login. Known codes use their key (201-203 interpolate the code);
 * any other code shows the server's message, or the common 'error' when it sent none.
 * 107 and 802 never get here: they start another flow.
 */
export const loginCodeMessage = (code: number, serverMessage: string): Message =>
  codeMessage(LOGIN_CODE_MESSAGES, code, serverMessage);
