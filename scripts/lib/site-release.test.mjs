import { existsSync, mkdtempSync, readFileSync, readlinkSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentRelease, publishRelease } from './site-release.mjs';

/** A Gatsby build output as `gatsby build` and our adapter leave it. */
async function fakeBuild(root) {
  const files = {
    'public/index.html': '<h1>Accueil</h1>',
    '.portal/routes.json': '{"version":1,"routes":[]}',
    '.cache/page-ssr/lambda.js': 'exports.default = () => {};',
    '.cache/query-engine/index.js': '',
    '.cache/caches/inutile.json': '{}',
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), body);
  }
}

describe('publishRelease', () => {
  let work;
  let source;
  let buildsDir;
  beforeEach(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'portail-release-'));
    source = path.join(work, 'site');
    buildsDir = path.join(work, 'builds');
    await mkdir(buildsDir, { recursive: true });
    await fakeBuild(source);
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('publishes what the server needs and switches the current link to it', async () => {
    const link = path.join(buildsDir, 'current');
    const dir = await publishRelease(link, 'abcdef0123456789', source);
    expect(readlinkSync(link)).toBe(path.basename(dir));
    expect(readFileSync(path.join(link, 'public', 'index.html'), 'utf8')).toBe('<h1>Accueil</h1>');
    expect(existsSync(path.join(link, '.portal', 'routes.json'))).toBe(true);
    expect(existsSync(path.join(link, '.cache', 'page-ssr', 'lambda.js'))).toBe(true);
    expect(existsSync(path.join(link, '.cache', 'caches'))).toBe(false);
    expect(await currentRelease(link)).toMatchObject({ fingerprint: 'abcdef0123456789' });
  });

  it('refuses an incomplete build and leaves the current release in place', async () => {
    const link = path.join(buildsDir, 'current');
    const first = await publishRelease(link, '1111111111111111', source);
    rmSync(path.join(source, 'public'), { recursive: true });
    await expect(publishRelease(link, '2222222222222222', source)).rejects.toThrow('Build incomplet : public absent.');
    expect(readlinkSync(link)).toBe(path.basename(first));
    expect(await currentRelease(link)).toMatchObject({ fingerprint: '1111111111111111' });
  });

  it('reports no release when the link points nowhere', async () => {
    expect(await currentRelease(path.join(buildsDir, 'current'))).toBeNull();
  });

  it('keeps the three newest releases only', async () => {
    for (const id of ['20260101000000-a', '20260102000000-b', '20260103000000-c', '20260104000000-d']) {
      await mkdir(path.join(buildsDir, id), { recursive: true });
    }
    await publishRelease(path.join(buildsDir, 'current'), 'ffffffffffffffff', source);
    const kept = readdirSync(buildsDir)
      .filter((d) => /^\d{14}-/.test(d))
      .sort();
    expect(kept).toHaveLength(3);
    expect(kept).toContain('20260104000000-d');
    expect(kept).not.toContain('20260102000000-b');
  });
});
