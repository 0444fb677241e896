// The deployment files follow the manifest of remotes: docker-compose.yml is generated from it
// (and committed), the Dockerfiles copy every workspace's package.json by a pattern. No Docker
// engine runs here, so the files are checked on paper: parsed, compared, and the Dockerfiles'
// manifest-copying command run for real on this repository.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import remotesManifest from '../../build/remotes.cjs';
import { BODY_LIMIT_BYTES, PICTURE_BODY_LIMIT_BYTES } from '../../api/src/http/body-limit';
import { loadConfig } from '../../api/src/config';
import { LOCAL_DEFAULT_SECRETS, productionRefusals, type DefaultedSecret } from '../../api/src/lib/production-rules';
import { readRealtimeConfig } from '../../api/src/realtime/config';
import { COMPOSE_FILE, composeFile, FIRST_PAINT_PORT } from '../generate-deploy.mjs';
import { parseOrigins } from '../first-paint-server.mjs';
import { NONCE_PLACEHOLDER, assetHeaders, consolePageHeaders } from '../lib/security-headers.mjs';
import { CONSOLE_API_PREFIX } from '../serve.mjs';
import { CONSOLE_PORT } from '../stack.mjs';
import { workspaceFolders } from '../lib/workspaces.mjs';

const ROOT = path.join(__dirname, '..', '..');
const { MANIFEST } = remotesManifest;

interface ComposeService {
  build?: { dockerfile: string; args?: Record<string, string> };
  ports?: string[];
  environment?: Record<string, string>;
}

describe('docker-compose.yml', () => {
  it('is what scripts/generate-deploy.mjs makes of the manifest (run it after changing remotes.json)', () => {
    expect(fs.readFileSync(COMPOSE_FILE, 'utf8')).toBe(composeFile());
  });

  it('is valid YAML with one web service per app on its manifest port, and the api told where each remote is', () => {
    const compose = parse(fs.readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const web = Object.entries(compose.services).filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile.web');
    expect(web.map(([name, s]) => [name, s.build?.args?.APP, s.ports])).toEqual([
      ['shell', 'shell', [`${MANIFEST.shell.port}:80`]],
      ...MANIFEST.remotes.map((r) => [r.name, r.name, [`${r.port}:80`]]),
      ['console', 'console', [`${CONSOLE_PORT}:80`]],
    ]);
    expect(compose.services.console!.build!.args!.NGINX_CONF).toBe('console.conf');
    // `<<: *pusher-app` merged in (compose reads YAML merge keys).
    const api = compose.services.api!.environment!;
    expect(api).toMatchObject({ PUSHER_APP_ID: '${PUSHER_APP_ID:-croupier}', PORT: String(MANIFEST.api.port) });
    expect(api.CROUPIER_MODULE_URLS!.split(',')).toEqual(
      MANIFEST.remotes.map((r) => `${r.name}=http://\${PUBLIC_HOST:-localhost}:${r.port}/mf-manifest.json`),
    );
  });
});

describe('the first-paint host in compose', () => {
  const compose = parse(fs.readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService & { expose?: string[] }>;
  };
  const service = compose.services['first-paint']!;

  it("reaches the api and each remote's manifest on the compose network, published to no one", () => {
    expect(service.ports).toBeUndefined();
    expect(service.expose).toEqual([String(FIRST_PAINT_PORT)]);
    const env = service.environment!;
    expect(env.API_URL).toBe(`http://api:${MANIFEST.api.port}`);
    const origins = parseOrigins(
      env.CROUPIER_FIRST_PAINT_ORIGINS!.replaceAll('${PUBLIC_HOST:-localhost}', 'games.example'),
    );
    expect(origins).toEqual(
      Object.fromEntries(MANIFEST.remotes.map((r) => [`http://games.example:${r.port}`, `http://${r.name}`])),
    );
  });

  it('is built with every file the server imports, and nothing else of the repository', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy/Dockerfile.first-paint'), 'utf8');
    const copied = [...dockerfile.matchAll(/^COPY (\S+) /gm)].map(([, file]) => file);
    expect(copied).toEqual(['scripts/first-paint-server.mjs', 'scripts/lib/first-paint-host.mjs']);
    for (const file of copied) {
      const imports = [...fs.readFileSync(path.join(ROOT, file!), 'utf8').matchAll(/^import .* from '(\.[^']+)';$/gm)];
      for (const [, relative] of imports)
        expect(copied).toContain(path.posix.join(path.posix.dirname(file!), relative!));
    }
  });
});

describe('docker-compose.yml in production', () => {
  const text = fs.readFileSync(COMPOSE_FILE, 'utf8');
  const compose = parse(text, { merge: true }) as { services: Record<string, ComposeService> };
  const api = compose.services.api!.environment!;
  const secrets = Object.keys(LOCAL_DEFAULT_SECRETS) as DefaultedSecret[];
  /** Each secret as an operator would give it. */
  const given = Object.fromEntries(secrets.map((name) => [name, `${name.toLowerCase()}-of-the-brand`]));

  /** What compose makes of a value: `${X:?…}` from the environment given, `${X:-d}` its default (innermost first). */
  const interpolate = (value: string, given: Record<string, string>): string => {
    const once = value.replace(
      /\$\{(\w+)(?::\?[^}$]*|:-([^}$]*))\}/g,
      (_all, name: string, fallback?: string) => given[name] ?? fallback ?? '',
    );
    return once === value ? value : interpolate(once, given);
  };

  it('takes every secret from the environment, with no default (compose stops, naming it, when one is missing)', () => {
    for (const name of secrets) expect(api[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?set ${name} `));
    expect(api.CROUPIER_RELEASE_TOKENS).toMatch(/^\$\{CROUPIER_RELEASE_TOKENS:\?set CROUPIER_RELEASE_TOKENS /);
    const realtime = compose.services.realtime!.environment!;
    expect([realtime.PUSHER_APP_KEY, realtime.PUSHER_APP_SECRET]).toEqual([api.PUSHER_APP_KEY, api.PUSHER_APP_SECRET]);
    for (const value of Object.values(LOCAL_DEFAULT_SECRETS)) expect(text).not.toContain(value);
  });

  it('gives the api an environment the production rule accepts once the secrets are set, trusting exactly the proxy hop', () => {
    const env = Object.fromEntries(Object.entries(api).map(([name, value]) => [name, interpolate(value, given)]));
    expect(env.CROUPIER_ENV).toBe('production');
    expect(productionRefusals(env, secrets)).toEqual([]);
    // The whole config loader too, with the teams' release tokens given as an operator would.
    const tokens = { CROUPIER_RELEASE_TOKENS: 'brand:a-release-token-of-the-brand:*' };
    const withTokens = Object.fromEntries(
      Object.entries(api).map(([name, value]) => [name, interpolate(value, { ...given, ...tokens })]),
    );
    expect(() => loadConfig(withTokens, os.tmpdir())).not.toThrow();
    expect(() => loadConfig({ ...withTokens, CROUPIER_RELEASE_TOKENS: '' }, os.tmpdir())).toThrow(
      /CROUPIER_RELEASE_TOKENS/,
    );
    expect(() => loadConfig({ ...withTokens, CROUPIER_RELEASE_OVERRIDE_SECRET: '' }, os.tmpdir())).toThrow(
      /CROUPIER_RELEASE_OVERRIDE_SECRET/,
    );
    expect(Object.keys(env).filter((name) => /^CROUPIER_(DEV|TEST)_/.test(name))).toEqual([]);
    expect(env.TRUST_PROXY).toBe('1');
    expect(env.CORS_ORIGINS).toBe(`http://localhost:${MANIFEST.shell.port}`);
  });

  it('gives the realtime server an environment its production rule accepts: secrets set, origins listed', () => {
    const realtime = compose.services.realtime!.environment!;
    const env = Object.fromEntries(Object.entries(realtime).map(([name, value]) => [name, interpolate(value, given)]));
    expect(env.CROUPIER_ENV).toBe('production');
    expect(readRealtimeConfig(env).allowedOrigins).toEqual([`http://localhost:${MANIFEST.shell.port}`]);
  });
});

describe("the shell's nginx", () => {
  const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/shell.conf'), 'utf8');
  // The api's and the channel-auth's proxies (the first-paint include, below, has its own rules).
  const proxied = [...conf.matchAll(/location \^~ (\S+) \{([^}]*)\}/g)].filter(
    ([, at, body]) => body!.includes('proxy_pass') && at !== '/_first-paint/',
  );
  const firstPaintInclude = /location \^~ \/_first-paint\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';

  it("answers 404 for the operators' api, which only the console's origin proxies", () => {
    expect(conf).toMatch(/location \^~ \/api\/operator\/ \{\s*return 404;\s*\}/);
    expect(conf).toMatch(/location = \/api\/operator \{\s*return 404;\s*\}/);
  });

  it("resolves the page's include, the remotes' first paint, on every page, uncompressed, quickly or not at all", () => {
    // The home page's location and the SPA's pages turn SSI on, silently for a failed include.
    const locations = [...conf.matchAll(/^ {2}location (.+) \{$([\s\S]*?)^ {2}\}$/gm)].filter(([, , body]) =>
      /^\s*ssi on;/m.test(body!),
    );
    expect(locations.map(([, where]) => where)).toEqual(['= /', '/']);
    expect(conf.match(/ssi_silent_errors on;/g)).toHaveLength(2);
    // The include names the variables the server sets (and the page's query); nothing else is included.
    const index = fs.readFileSync(path.join(ROOT, 'build/index.html'), 'utf8');
    const includes = [...index.matchAll(/<!--#[^>]*-->/g)].map(([directive]) => directive);
    expect(includes).toEqual(['<!--# include virtual="/_first-paint/$request_id$croupier_path?$args" -->']);
    // The page's path as asked (not $uri: decoded, and index.html after try_files).
    expect(conf).toMatch(/map \$request_uri \$croupier_path \{\s*"~\^\(\?<(\w+)>\[\^\?\]\*\)" \$\1;\s*\}/);
    // Inserted into the page as they are: never compressed; a slow or failed answer is nothing (204).
    expect(firstPaintInclude).toContain('proxy_set_header Accept-Encoding "";');
    expect(firstPaintInclude).toMatch(/proxy_read_timeout \d+ms;/);
    expect(firstPaintInclude).toContain('proxy_intercept_errors on;');
    expect(firstPaintInclude).toMatch(/error_page (\d{3} )+= @frame_empty;/);
    expect(conf).toMatch(/location @frame_empty \{\s*return 204;\s*\}/);
    // The first-paint host: only for nginx's own subrequests, on the compose network's service.
    expect(firstPaintInclude).toContain('internal;');
    expect(firstPaintInclude).toContain(`proxy_pass http://first-paint:${FIRST_PAINT_PORT};`);
  });

  it("sends the api its peer's address alone as X-Forwarded-For, never a client's header appended to", () => {
    expect(proxied.map(([, at]) => at)).toEqual(['/api/', '/broadcasting/']);
    for (const [, , body] of [...proxied, ['', '', firstPaintInclude]])
      expect(body).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).not.toMatch(/^\s*proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for/m);
  });

  it("refuses bodies over the api's own limit (BODY_LIMIT_BYTES), with the api's JSON 413", () => {
    const bytes = (size: string) =>
      Number.parseInt(size, 10) * ({ k: 1024, m: 1024 * 1024 }[size.slice(-1).toLowerCase()] ?? 1);
    for (const [, , body] of proxied) {
      expect(bytes(/client_max_body_size (\w+);/.exec(body!)![1]!)).toBe(BODY_LIMIT_BYTES);
      expect(body).toContain('error_page 413 @body_too_large;');
    }
    expect(conf).toContain(`return 413 '{"code":413,"message":"Request body is too large","data":null}';`);
  });
});

describe('the nginx configurations parse', () => {
  // nginx reads `{` as the start of a block: a location regex with a quantifier like {8,} must be
  // quoted, or nginx refuses to start ("unknown directive"). Found by running the config on nginx.
  it.each(['shell.conf', 'remote.conf', 'console.conf'])(
    '%s quotes every location regex that holds a brace',
    (file) => {
      const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx', file), 'utf8');
      const regexes = [...conf.matchAll(/^\s*location ~\*? (.+) \{$/gm)].map(([, pattern]) => pattern!);
      expect(regexes.length).toBeGreaterThan(0);
      for (const pattern of regexes.filter((p) => /[{}]/.test(p))) expect(pattern).toMatch(/^".*"$/);
    },
  );
});

describe("the shell's security headers in production", () => {
  const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/shell.conf'), 'utf8');
  /** `add_header` lines of each location that serves files (the api's are the api's own). */
  const locations = [...conf.matchAll(/^ {2}location (.+) \{$([\s\S]*?)^ {2}\}$/gm)]
    .filter(([, , body]) => body!.includes('try_files'))
    .map(([, where, body]) => ({
      where: where!.trim(),
      headers: Object.fromEntries(
        [...body!.matchAll(/add_header ([\w-]+) ("[^"]*"|\S+) always;/g)].map(([, n, v]) => [
          n,
          v!.replace(/^"|"$/g, ''),
        ]),
      ),
      body: body!,
    }));

  it('nginx sends on every file what serve.mjs sends (the generator’s values), and on pages the policy and frame option', () => {
    expect(locations.map((l) => l.where)).toEqual([
      expect.stringContaining('[0-9a-f]{8,}'),
      expect.stringContaining('js|css'),
      '= /',
      '/',
    ]);
    for (const { headers } of locations) expect(headers).toMatchObject(assetHeaders());
    // Every location that serves the page (the home page's and the SPA's, with their includes).
    for (const page of locations.slice(2)) {
      expect(page.headers).toMatchObject({
        'Content-Security-Policy': '${CROUPIER_CSP}',
        'X-Frame-Options': 'SAMEORIGIN',
      });
      // The nonce: nginx's per-request id, written into index.html over the build's placeholder.
      expect(page.body).toContain(`sub_filter ${NONCE_PLACEHOLDER} $request_id;`);
    }
    expect(fs.readFileSync(path.join(ROOT, 'build/webpack.factory.cjs'), 'utf8')).toContain(
      `cspNonce: isRemote ? '' : '${NONCE_PLACEHOLDER}'`,
    );
  });

  it("compose gives the shell's nginx the generator's policy for the published remotes and socket", () => {
    const compose = parse(fs.readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as {
      services: Record<string, ComposeService>;
    };
    const policy = compose.services.shell!.environment!.CROUPIER_CSP!;
    // The first-paint host asks the api for the brand's site: the env.json the shell's image carries.
    expect(compose.services['first-paint']!.environment!.CROUPIER_SITE_ID).toBe(
      JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/public/env.json'), 'utf8')).SITE_ID,
    );
    expect(compose.services.shell!.environment!.CROUPIER_SITE_ID).toBeUndefined();
    const host = '${PUBLIC_HOST:-localhost}';
    expect(policy).toContain(
      `script-src 'self' 'nonce-$$request_id' ${MANIFEST.remotes.map((r) => `http://${host}:${r.port}`).join(' ')} \${CROUPIER_RELEASES_ORIGINS:-};`,
    );
    expect(policy).toContain(`ws://${host}:${MANIFEST.realtime.port} wss://${host}:${MANIFEST.realtime.port}`);
    // `$$` is compose's literal `$`: nginx gets $request_id.
    expect(policy).toContain("style-src 'self' 'nonce-$$request_id'");
    expect(policy).toContain("frame-ancestors 'self'");
    // The nginx image fills in CROUPIER_* only, so nginx's own $variables stay.
    expect(fs.readFileSync(path.join(ROOT, 'deploy/Dockerfile.web'), 'utf8')).toMatch(
      /ENV NGINX_ENVSUBST_FILTER=\^CROUPIER_\n.*\/etc\/nginx\/templates\/default\.conf\.template/,
    );
  });
});

describe("the operator console's nginx", () => {
  const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/console.conf'), 'utf8');
  const locations = [...conf.matchAll(/^ {2}location (.+) \{$([\s\S]*?)^ {2}\}$/gm)].map(([, where, body]) => ({
    where: where!.trim(),
    body: body!,
    headers: Object.fromEntries(
      [...body!.matchAll(/add_header ([\w-]+) ("[^"]*"|\S+) always;/g)].map(([, n, v]) => [
        n,
        v!.replace(/^"|"$/g, ''),
      ]),
    ),
  }));

  it('proxies the operator api alone, as the shell proxies the api: one hop, the api’s body limit', () => {
    const proxied = locations.filter((l) => l.body.includes('proxy_pass'));
    expect(proxied.map((l) => l.where)).toEqual([`^~ ${CONSOLE_API_PREFIX}/`]);
    const [api] = proxied;
    expect(api!.body).toContain('proxy_pass http://api:4000;');
    expect(api!.body).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(api!.body).toContain(`client_max_body_size ${BODY_LIMIT_BYTES / 1024}k;`);
    expect(api!.body).toContain('error_page 413 @body_too_large;');
    // Its picture upload alone takes the api's larger limit for that route.
    expect(api!.body).toMatch(
      new RegExp(
        String.raw`location ~ \^/api/operator/sites/\[\^/\]\+/carousel/pictures\$ \{\s+proxy_pass http://api:4000;\s+` +
          `client_max_body_size ${PICTURE_BODY_LIMIT_BYTES / 1024 / 1024}m;`,
      ),
    );
    // The rest of the api is not the console's to reach.
    expect(locations.find((l) => l.where === '^~ /api/')!.body.trim()).toBe('return 404;');
    expect(conf).not.toMatch(/\$proxy_add_x_forwarded_for/);
  });

  it('sends what serve.mjs --console sends: the console policy and DENY on pages, the assets’ headers on files', () => {
    const served = locations.filter((l) => l.body.includes('try_files'));
    expect(served.map((l) => l.where)).toEqual([
      expect.stringContaining('[0-9a-f]{8,}'),
      expect.stringContaining('js|css'),
      '/',
    ]);
    for (const { headers } of served) expect(headers).toMatchObject(assetHeaders());
    expect(served[2]!.headers).toMatchObject(consolePageHeaders());
    expect(served[2]!.body).toContain('try_files $uri $uri/ /index.html;');
    // A fixed policy: nothing for the image's template step to fill in.
    expect(conf).not.toMatch(/\$\{CROUPIER_/);
  });
});

describe('the Dockerfiles', () => {
  const dockerfiles = ['deploy/Dockerfile.api', 'deploy/Dockerfile.web'].map((f) => [
    f,
    fs.readFileSync(path.join(ROOT, f), 'utf8'),
  ]);

  it.each(dockerfiles)('%s names no app folder: a new remote needs no edit there', (_file, text) => {
    for (const app of remotesManifest.appNames()) expect(text).not.toMatch(new RegExp(`\\b${app}/`));
  });

  it.each(dockerfiles)(
    "%s's context stage copies every workspace's package.json (its command, run on this repository)",
    (_file, text) => {
      const run = /^RUN mkdir \/manifests && cd \/context && (.+)$/m.exec(text)?.[1];
      expect(run).toBeDefined();
      const out = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-manifests-'));
      try {
        execFileSync('bash', ['-c', run!.replaceAll('/manifests/', `${out}/`)], { cwd: ROOT });
        const copied = fs.readdirSync(out).filter((f) => fs.existsSync(path.join(out, f, 'package.json')));
        expect(copied).toEqual(expect.arrayContaining(workspaceFolders(ROOT)));
        expect(fs.readFileSync(path.join(out, 'package-lock.json'), 'utf8')).toBe(
          fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'),
        );
      } finally {
        fs.rmSync(out, { recursive: true, force: true });
      }
    },
  );
});
