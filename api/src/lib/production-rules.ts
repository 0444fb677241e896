// What production refuses to start with, shared by the api's and the realtime server's config
// loaders. The local defaults are public (they are in this repository), and the development
// switches hand out members' sessions or codes: with CROUPIER_ENV=production neither may be on.

type Env = Record<string, string | undefined>;

/** The secrets with a public default for local runs, and that default. */
export const LOCAL_DEFAULT_SECRETS = {
  PUSHER_APP_KEY: 'croupier-key',
  PUSHER_APP_SECRET: 'croupier-secret',
  CROUPIER_ENTRY_SECRET: 'croupier-dev-entry-secret',
  CROUPIER_RELEASE_OVERRIDE_SECRET: 'croupier-dev-release-override-secret',
} as const;

export type DefaultedSecret = keyof typeof LOCAL_DEFAULT_SECRETS;

/** The variable's value, or its public local default when unset or empty. */
export function secretOrDefault(env: Env, name: DefaultedSecret): string {
  const raw = env[name];
  return raw === undefined || raw === '' ? LOCAL_DEFAULT_SECRETS[name] : raw;
}

/** Switches only tests set: any value turns them on (CROUPIER_TEST_CAPTCHA=0 makes every answer 0). */
const TEST_SWITCHES = ['CROUPIER_TEST_CAPTCHA'] as const;
const DEV_SWITCH = /^CROUPIER_DEV_/;

/** A development switch counts as on unless unset, empty, `0` or `false`: production refuses the ambiguous. */
const isOn = (value: string | undefined) =>
  value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());

/**
 * Why this environment must not run in production, one message per variable; [] when it may, or
 * when CROUPIER_ENV is not `production`.
 * @param secrets the defaulted secrets this process uses.
 */
export function productionRefusals(env: Env, secrets: readonly DefaultedSecret[]): string[] {
  if (env.CROUPIER_ENV !== 'production') return [];
  const refusals: string[] = [];
  for (const name of secrets) {
    if (secretOrDefault(env, name) === LOCAL_DEFAULT_SECRETS[name]) {
      refusals.push(
        `${name} must be set to a value of your own in production (the default '${LOCAL_DEFAULT_SECRETS[name]}' is public)`,
      );
    }
  }
  for (const name of Object.keys(env).sort()) {
    if (DEV_SWITCH.test(name) && isOn(env[name]))
      refusals.push(`${name} is a development switch: unset it in production`);
  }
  for (const name of TEST_SWITCHES) {
    if (env[name]) refusals.push(`${name} is for tests only: unset it in production`);
  }
  return refusals;
}

/** The api's release token for local runs: team `local`, every remote. Public, so production refuses it. */
export const LOCAL_RELEASE_TOKEN = 'croupier-dev-release-token';

/**
 * Why the release tokens must not run in production: CROUPIER_RELEASE_TOKENS unset (its default is
 * the public token) or a team given the public token; [] when they may, or when CROUPIER_ENV is not
 * `production`.
 * @param tokens the teams CROUPIER_RELEASE_TOKENS gives, as the config read them.
 */
export function releaseTokenRefusals(env: Env, tokens: readonly { team: string; token: string }[]): string[] {
  if (env.CROUPIER_ENV !== 'production') return [];
  if (!env.CROUPIER_RELEASE_TOKENS?.trim()) {
    return [
      `CROUPIER_RELEASE_TOKENS must be set in production (team:token:module+module, one entry per team; the local default '${LOCAL_RELEASE_TOKEN}' is public)`,
    ];
  }
  return tokens
    .filter(({ token }) => token === LOCAL_RELEASE_TOKEN)
    .map(
      ({ team }) =>
        `CROUPIER_RELEASE_TOKENS gives team '${team}' the public local token '${LOCAL_RELEASE_TOKEN}': give it one of your own`,
    );
}

/** One message naming every refused variable, for the loader's error and the process's exit. */
export function describeRefusals(refusals: readonly string[]): string {
  return `refusing to start with CROUPIER_ENV=production:\n- ${refusals.join('\n- ')}`;
}
