// What every registration endpoint gets: the app's options and the registration services,
// built once by the area plugin (index.ts).
import type { RouteOptions } from '../../http/route-options.js';
import type { Introducers } from '../../services/introducers.js';
import type { RegisterGuard } from '../../services/register-guard.js';
import type { RegisterSettingsService } from '../../services/register-settings.js';
import type { Registrations } from '../../services/registrations.js';

export interface RegisterRouteOptions extends RouteOptions {
  registerSettings: RegisterSettingsService;
  introducers: Introducers;
  registerGuard: RegisterGuard;
  registrations: Registrations;
}

export const siteIdSchema = { type: 'string', minLength: 1, maxLength: 32 } as const;
export const currencySchema = { type: 'string', minLength: 2, maxLength: 8 } as const;
