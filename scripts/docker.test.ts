// No Docker engine runs here, so the image and the compose file are checked by reading them: what the runtime
// stage holds, who is PID 1, and which settings have no silent default.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('docker-compose.yml');

/** The instructions of one build stage (`FROM … AS name` up to the next FROM). */
function stage(name: string): string[] {
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const found = stages.find((text) => new RegExp(`^\\S+ AS ${name}\\s*$`, 'm').test(text.split('\n')[0]!));
  if (!found) throw new Error(`no stage ${name}`);
  return found
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
}

describe('the runtime image', () => {
  const runtime = stage('runtime');
  const copies = runtime.filter((line) => line.startsWith('COPY'));

  it("takes its packages from an install of the API's production dependencies only", () => {
    expect(stage('server-deps').join('\n')).toMatch(/npm ci --omit=dev --workspace=@ata\/api/);
    const packages = copies.filter((line) => /node_modules/.test(line));
    expect(packages.length).toBeGreaterThan(0);
    for (const line of packages) expect(line).toMatch(/--from=server-deps /);
  });

  it('holds the built front-ends and the server, no front-end sources or tests', () => {
    const sources = copies.map((line) => line.split(/\s+/).at(-2)!);
    for (const source of sources)
      expect(source).toMatch(
        /^\/app\/(package(-lock)?\.json|node_modules|(core|api)\/(package\.json|src|node_modules)|[\w-]+\/dist(-widget)?)$/,
      );
    expect(sources).toContain('/app/shell/dist');
  });

  it('runs Node under an init as PID 1, as an unprivileged user, and needs DATABASE_URL', () => {
    expect(runtime).toContain('USER node');
    expect(runtime.find((line) => line.startsWith('ENTRYPOINT'))).toMatch(/tini/);
    expect(runtime.find((line) => line.startsWith('CMD'))).toMatch(/^CMD \["node"/);
    expect(runtime.join('\n')).toMatch(/ATA_REQUIRE_DATABASE_URL=1/);
  });
});

describe('docker-compose', () => {
  it('requires the database password and builds DATABASE_URL from it, with no default', () => {
    const uses = compose.match(/\$\{POSTGRES_PASSWORD[^}]*\}/g) ?? [];
    expect(uses.length).toBeGreaterThanOrEqual(2);
    for (const use of uses) expect(use).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/ata:\$\{POSTGRES_PASSWORD:\?[^}]*\}@db:5432\/ata/);
  });

  it('trusts exactly the one proxy it puts in front, and leaves PID 1 to the image', () => {
    expect(compose).toMatch(/TRUST_PROXY: "1"/);
    expect(compose.match(/^ {2}proxy:/gm)).toHaveLength(1);
    expect(compose).not.toMatch(/^\s*init: true/m);
  });
});
