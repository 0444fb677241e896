// Every relative link in the repository's Markdown resolves: the file or folder it names exists,
// and an `#anchor` into a Markdown file names one of its headings, slugged as GitHub slugs them.
// The docs point at each other and at the code instead of repeating it, so a renamed file or
// heading must not leave a dead link behind. External http(s) links are not fetched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/** The Markdown files of the repository: tracked or new, never ignored ones (node_modules, dist). */
function markdownFiles(root: string): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return [...new Set(out.split('\0').filter(Boolean))].filter((file) => fs.existsSync(path.join(root, file))).sort();
  } catch {
    // Outside a git work tree: every Markdown file but dependencies, builds and dot-folders.
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter(
        (file) =>
          file.endsWith('.md') &&
          !file.split(path.sep).some((part) => part === 'node_modules' || part === 'dist' || part.startsWith('.')),
      )
      .map((file) => file.split(path.sep).join('/'))
      .sort();
  }
}

/** The lines that Markdown renders as text: fenced code blocks left out, each kept line with its number. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ line: index + 1, text });
  });
  return lines;
}

/** A heading's text as rendered: code spans, links, images, emphasis and HTML tags reduced to their text. */
function renderedText(heading: string): string {
  // Code spans keep their text as it is; outside them links, tags and emphasis give their text
  // (an underscore inside a word is no emphasis).
  return heading
    .split(/(`+[^`]*`+)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.replace(/^`+|`+$/g, '')
        : part
            .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/\*{1,3}(\S(?:.*?\S)?)\*{1,3}/g, '$1')
            .replace(/(^|[^\p{L}\p{N}])_{1,3}(\S(?:.*?\S)?)_{1,3}(?![\p{L}\p{N}])/gu, '$1$2'),
    )
    .join('');
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, each space a hyphen. */
function githubSlug(text: string): string {
  return renderedText(text)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (a repeated one gets -1, -2, …) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of text.matchAll(/<[^>]+\s(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

/** The link targets of a Markdown file (inline links and images, reference definitions), outside code. */
function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  for (const { line, text } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[\s\S]*?\1/g, '');
    for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ line, target: m[1]! });
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/.exec(prose);
    if (definition) links.push({ line, target: definition[1]! });
  }
  return links;
}

/** What is wrong with the links of one Markdown file (a path relative to root), one line each. */
function brokenLinks(root: string, file: string): string[] {
  const problems: string[] = [];
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (target: string) => {
    if (!anchors.has(target)) anchors.set(target, anchorsOf(fs.readFileSync(target, 'utf8')));
    return anchors.get(target)!;
  };
  for (const { line, target } of linksOf(source)) {
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http(s), mailto: not fetched
    const hash = target.indexOf('#');
    const pathPart = decodeURI(hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
    const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
    const resolved =
      pathPart === ''
        ? path.join(root, file)
        : pathPart.startsWith('/')
          ? path.join(root, pathPart)
          : path.resolve(path.dirname(path.join(root, file)), pathPart);
    const where = `${file}:${line} (${target})`;
    if (!fs.existsSync(resolved)) {
      problems.push(`${where}: ${path.relative(root, resolved) || '.'} does not exist`);
      continue;
    }
    if (
      anchor !== null &&
      anchor !== '' &&
      /\.md$/i.test(resolved) &&
      fs.statSync(resolved).isFile() &&
      !anchorsIn(resolved).has(anchor)
    ) {
      problems.push(`${where}: ${path.relative(root, resolved)} has no heading #${anchor}`);
    }
  }
  return problems;
}

describe('githubSlug', () => {
  it.each([
    ['How to add a remote', 'how-to-add-a-remote'],
    ['Seed accounts (local data only)', 'seed-accounts-local-data-only'],
    ['Development routes (`CROUPIER_DEV_ROUTES=1` only)', 'development-routes-croupier_dev_routes1-only'],
    ['Compression, cached reads and request logging', 'compression-cached-reads-and-request-logging'],
    ['`npm run bench`', 'npm-run-bench'],
    ["Responsible gaming: the member's settings", 'responsible-gaming-the-members-settings'],
    ['launcher/ — starting and ending games', 'launcher--starting-and-ending-games'],
  ])('%s -> #%s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });

  it('numbers a repeated heading as GitHub does', () => {
    expect([...anchorsOf('# Endpoints\n\n## Endpoints\n\n```\n# not a heading\n```\n### Endpoints\n')]).toEqual([
      'endpoints',
      'endpoints-1',
      'endpoints-2',
    ]);
  });
});

describe('the link check', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs', 'guide.md'), '# Guide\n\n## Set up\n');
    fs.writeFileSync(
      path.join(dir, 'README.md'),
      [
        '# Readme',
        '[ok](docs/guide.md#set-up), [folder](docs/), [here](#readme), [web](https://example.com/nowhere)',
        '[missing file](docs/gone.md), [missing anchor](docs/guide.md#tear-down), [missing here](#nothing)',
        '`[in code](docs/gone.md)`',
        '```',
        '[in a fence](docs/gone.md)',
        '```',
        '[ref]: docs/also-gone.md',
      ].join('\n'),
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports a missing file, a missing heading and a missing reference target, and nothing else', () => {
    expect(brokenLinks(dir, 'README.md')).toEqual([
      'README.md:3 (docs/gone.md): docs/gone.md does not exist',
      'README.md:3 (docs/guide.md#tear-down): docs/guide.md has no heading #tear-down',
      'README.md:3 (#nothing): README.md has no heading #nothing',
      'README.md:8 (docs/also-gone.md): docs/also-gone.md does not exist',
    ]);
  });
});

describe("the repository's Markdown", () => {
  const files = markdownFiles(ROOT);

  it('includes the README and the docs', () => {
    expect(files).toContain('README.md');
    expect(files.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(0);
  });

  it.each(files)('%s: every relative link resolves', (file) => {
    expect(brokenLinks(ROOT, file)).toEqual([]);
  });
});
