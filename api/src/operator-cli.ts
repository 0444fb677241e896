// The operators' command line, run where the api's database is (docs/operators.md "The first owner"):
//   npm run operator -w api -- create-owner --account <name> [--display-name <name>]
//     the password comes from CROUPIER_OWNER_PASSWORD or, when unset, from the first line of stdin
//     (never from the command line, which other users of the machine can read);
//   npm run operator -w api -- disable-seeded
//     disables the local owner of a development database, which production refuses to start with.
// The new owner sees every site and enrols its second factor at its first sign-in to the console.
import path from 'node:path';
import readline from 'node:readline';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { hashPassword } from './lib/passwords.js';
import { createAudit, createOperatorAccounts } from './services/operators/index.js';

export const MIN_OWNER_PASSWORD = 12;

interface Io {
  env: Record<string, string | undefined>;
  stdin: NodeJS.ReadableStream;
  out: (line: string) => void;
  packageDir: string;
}

const USAGE = 'usage: operator create-owner --account <name> [--display-name <name>] | operator disable-seeded';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function firstLine(stdin: NodeJS.ReadableStream): Promise<string> {
  const lines = readline.createInterface({ input: stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Runs one command; resolves with the process's exit code. */
export async function runOperatorCli(args: string[], io: Io): Promise<number> {
  const [command, ...rest] = args;
  let config;
  try {
    config = loadConfig(io.env, io.packageDir);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    io.out(`operator: ${err.message}`);
    return 1;
  }
  const db = openDatabase(config.databasePath);
  try {
    const accounts = createOperatorAccounts(db);
    const actor = { operator_id: null, operator_account: 'command-line', address: 'local' };
    if (command === 'disable-seeded') {
      const n = createAudit(db).run(actor, () => {
        const seeded = accounts.activeSeeded();
        const changes = accounts.disableSeeded();
        return {
          result: changes,
          change: changes
            ? {
                site_id: null,
                action: 'operator.disable',
                target: seeded.join(','),
                before: { disabled: false },
                after: { disabled: true },
              }
            : null,
        };
      });
      io.out(n ? `disabled ${n} seeded operator${n === 1 ? '' : 's'}` : 'no active seeded operator');
      return 0;
    }
    if (command !== 'create-owner') {
      io.out(USAGE);
      return 2;
    }
    const account = option(rest, '--account');
    if (!account || !/^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/.test(account)) {
      io.out('operator: --account must be 3-32 of letters, digits, . _ -, starting with a letter or digit');
      return 2;
    }
    const password = io.env.CROUPIER_OWNER_PASSWORD || (await firstLine(io.stdin));
    if (password.length < MIN_OWNER_PASSWORD) {
      io.out(
        `operator: the password (CROUPIER_OWNER_PASSWORD or stdin) must be at least ${MIN_OWNER_PASSWORD} characters`,
      );
      return 2;
    }
    if (accounts.accountTaken(account)) {
      io.out(`operator: account '${account}' is taken`);
      return 1;
    }
    const password_hash = await hashPassword(password);
    createAudit(db).run(actor, () => {
      const owner = accounts.create({
        account,
        display_name: option(rest, '--display-name') ?? account,
        password_hash,
        roles: ['owner'],
        all_sites: true,
        site_ids: [],
      });
      return {
        result: owner,
        change: {
          site_id: null,
          action: 'operator.create',
          target: account,
          before: null,
          after: { roles: owner.roles, all_sites: true },
        },
      };
    });
    io.out(`owner '${account}' created: sign in to the console to enrol the second factor`);
    return 0;
  } finally {
    db.close();
  }
}

// Run as a program (dist/operator-cli.js), not when a test imports it.
if (process.argv[1] && path.basename(process.argv[1]) === 'operator-cli.js') {
  const packageDir = path.resolve(path.dirname(process.argv[1]), '..');
  void runOperatorCli(process.argv.slice(2), {
    env: process.env,
    stdin: process.stdin,
    out: (line) => console.log(line),
    packageDir,
  }).then((code) => {
    process.exitCode = code;
  });
}
