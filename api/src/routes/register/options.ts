// What every registration endpoint gets: the app's options and the registration services
// (composed by services/index.ts, handed on by the area plugin, index.ts).
import Type from 'typebox';
import type { RouteOptions } from '../../http/route-options.js';
import type { RoutePlugin } from '../../http/route-schema.js';
import type { Introducers, RegisterGuard, RegisterSettingsService, Registrations } from '../../services/auth/index.js';

export interface RegisterRouteOptions extends RouteOptions {
  registerSettings: RegisterSettingsService;
  introducers: Introducers;
  registerGuard: RegisterGuard;
  registrations: Registrations;
}

export type RegisterRoutePlugin = RoutePlugin<RegisterRouteOptions>;

export const Currency = Type.String({ minLength: 2, maxLength: 8 });
