import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bodies, post } from '../testing/fixtures.ts';
import { startTestServer } from '../testing/index.ts';
import { testApiPerFile } from '../testing/perFile.ts';
import { leadsCli, spawnApi } from '../testing/spawnApi.ts';
import { terminalSafe, toCsv, toLines } from './cli/format.ts';
import { clientAddress, parseTrustProxy } from './http/trustProxy.ts';
import { openStore } from './store/openStore.ts';
import { seedPgliteDir } from './store/pgliteTemplate.ts';
import { maxClients } from './store/sqlStore.ts';
import type { LeadRow } from './store/types.ts';

// The attack suite of issue 12 for the lead API; each test is named after the attack it tries.
const api = testApiPerFile();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const lead = (payload: Record<string, unknown>, attribution = {}): LeadRow => ({
  id: 7,
  kind: 'contact',
  payload,
  attribution,
  consent: { notice: '2026-11-26', marketing: false, at: '2026-11-24T10:00:00.000Z' },
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('attacks on the lead API', () => {
  it('a bot that fills the honeypot cannot tell: same status, same body shape, an id like any other', async () => {
    const real = await post(`${api.url}/leads/request`, bodies.demo);
    const caught = await post(`${api.url}/leads/request`, { ...bodies.demo, faxNumber: 'bot' });
    const after = await post(`${api.url}/leads/request`, bodies.demo);
    expect(caught.status).toBe(real.status);
    expect(Object.keys(caught.json)).toEqual(Object.keys(real.json));
    expect(caught.json.data.message).toBe(real.json.data.message);
    expect(caught.json.data.id).toBeGreaterThan(real.json.data.id);
    expect(caught.json.data.id).toBeLessThan(after.json.data.id);
    const ids = (await api.leads('demo')).map((row) => row.id);
    expect(ids).not.toContain(caught.json.data.id);
    for (const [path, body] of [
      ['/waitlist/add', bodies.waitlist],
      ['/funding-application/create', bodies.funding],
    ] as const) {
      const person = await post(`${api.url}${path}`, body);
      const bot = await post(`${api.url}${path}`, { ...body, faxNumber: 'bot' });
      expect(bot.status).toBe(person.status);
      expect(typeof bot.json.data.id).toBe('number');
    }
  });

  it('a malformed URL or header gets 400, and the API keeps answering', async () => {
    for (const path of ['/%E0%A4%A', '/leads/%ZZ', '/%00']) {
      const response = await fetch(`${api.url}${path}`, { method: 'POST', body: '{}' });
      expect([400, 404], path).toContain(response.status);
    }
    const odd = await post(`${api.url}/leads/request`, bodies.demo, {
      'x-gw-attribution': '%E0%A4%A',
    });
    expect(odd.status).toBe(201);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });

  it('CSV injection: cells a spreadsheet would run as a formula are neutralised', () => {
    const csv = toCsv([
      lead({
        firstName: '=HYPERLINK("http://evil.example","x")',
        lastName: '+1+1',
        email: '-2@x.ng',
        description: '@SUM(A1)',
        company: '\tTab',
        other: '\rCR',
      }),
    ]);
    const [, row] = csv.trim().split('\n');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    for (const cell of ["'+1+1", "'-2@x.ng", "'@SUM(A1)", "'\tTab"]) expect(row).toContain(cell);
    expect(csv).toContain(`"'\rCR"`);
    expect(row?.startsWith('7,contact,')).toBe(true);
  });

  it('terminal escapes in a lead are shown escaped by `leads list`, never obeyed', () => {
    const text = toLines([
      lead(
        { firstName: '\u001b[2J\u001b[31mAda', lastName: 'Obi\tX', email: 'a@b.ng' },
        {
          partner: 'p\u0007',
        },
      ),
    ]);
    expect([...text].filter((char) => char < ' ' && char !== '\t' && char !== '\n')).toEqual([]);
    expect(text).toContain('\\x1b[2J\\x1b[31mAda Obi\\x09X a@b.ng');
    expect(text).toContain('partner=p\\x07');
  });

  it('a bidirectional override (U+202E) or another invisible character in a lead is shown escaped by `leads list`, never reorders the line', () => {
    const text = toLines([
      lead(
        {
          firstName: 'Ada\u202eexe.txt',
          lastName: 'Obi\u2066\u200b\u2028',
          email: 'a\u0085@b.ng',
        },
        { partner: 'p\u202d' },
      ),
    ]);
    expect(text).not.toMatch(/[\p{Cf}\u2028\u2029\u0085]/u);
    expect(text).toContain('Ada\\u{202e}exe.txt Obi\\u{2066}\\u{200b}\\u{2028} a\\x85@b.ng');
    expect(text).toContain('partner=p\\u{202d}');
    // A CSV printed on a terminal: the same escapes; in a file it keeps the data as it came,
    // and a formula behind an invisible character is no formula to a spreadsheet.
    const csv = toCsv([lead({ firstName: 'Ada\u202eexe.txt', lastName: '=1+1' })]);
    expect(csv).toContain('Ada\u202eexe.txt');
    expect(csv).toContain("'=1+1");
    expect(terminalSafe(csv)).toContain('Ada\\u{202e}exe.txt');
    expect(terminalSafe(csv).split('\n')).toHaveLength(csv.split('\n').length);
  });

  it('data at rest: the data folder is 0700 and every file in it 0600, even under umask 022', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gw-modes-'));
    dirs.push(dataDir);
    const spawned = await spawnApi(dataDir, { LOG_LEVEL: 'silent' });
    try {
      expect((await post(`${spawned.url}/leads/request`, bodies.demo)).status).toBe(201);
      const csv = join(dataDir, 'export.csv');
      await leadsCli(dataDir, 'export', '--format', 'csv', '--out', csv);
      const loose: string[] = [];
      const walk = (dir: string) => {
        if ((statSync(dir).mode & 0o777) !== 0o700) loose.push(dir);
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if ((statSync(path).mode & 0o777) !== 0o600)
            loose.push(`${path} ${(statSync(path).mode & 0o777).toString(8)}`);
        }
      };
      walk(dataDir);
      expect(loose.slice(0, 5)).toEqual([]);
    } finally {
      spawned.child.kill('SIGTERM');
      await spawned.exited;
    }
  });
});

describe('attacks on the rate limit', () => {
  it('a client rotating X-Forwarded-For is still one client behind a trusted proxy (CIDR)', async () => {
    const behindProxy = await startTestServer({ rateLimitMax: 3, trustProxy: '127.0.0.0/8, ::1' });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 8; n += 1) {
        const spoofed = { 'x-forwarded-for': `10.9.${n}.${n}, 203.0.113.7` };
        statuses.push(
          (await post(`${behindProxy.url}/waitlist/add`, bodies.waitlist, spoofed)).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      // Another client behind the same proxy has its own budget.
      const other = await post(`${behindProxy.url}/waitlist/add`, bodies.waitlist, {
        'x-forwarded-for': '198.51.100.4',
      });
      expect(other.status).toBe(201);
    } finally {
      await behindProxy.close();
    }
  });

  it('every public endpoint is limited, in budgets of its own: writes, file PUTs, look-ups', async () => {
    const limited = await startTestServer({ rateLimitMax: 2 });
    const states = () => post(`${limited.url}/countries/states`, { country: 'Nigeria' });
    try {
      expect([(await states()).status, (await states()).status, (await states()).status]).toEqual([
        200, 200, 429,
      ]);
      // Look-ups spent nothing of what the application needs.
      const { json } = await post(`${limited.url}/files/upload`, {
        Extension: 'pdf',
        Bucket: 'b',
        ContentType: 'application/pdf',
        uploadArea: 'landingpage',
      });
      const put = () =>
        fetch(json.data.url, {
          method: 'PUT',
          headers: { 'content-type': 'application/pdf' },
          body: '%PDF-1.7 plan',
        }).then((response) => response.status);
      expect([await put(), await put(), await put()]).toEqual([200, 409, 429]);
      expect((await post(`${limited.url}/leads/request`, bodies.demo)).status).toBe(201);
      expect((await post(`${limited.url}/leads/request`, bodies.demo)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('names the client as the right-most untrusted hop, by hop count or by CIDR', () => {
    const hops = parseTrustProxy('1');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', hops)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', undefined, hops)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 'a, b', parseTrustProxy('2'))).toBe('a');
    const cidrs = parseTrustProxy('10.0.0.0/8,192.168.1.5');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 192.168.1.5', cidrs)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress('::ffff:10.1.2.3', '203.0.113.9', cidrs)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.1', '6.6.6.6', cidrs)).toBe('203.0.113.1');
    expect(clientAddress('10.0.0.2', '6.6.6.6', null)).toBe('10.0.0.2');
    expect(() => parseTrustProxy('10.0.0.0/8, not-an-ip')).toThrow(/TRUST_PROXY: 'not-an-ip'/);
  });

  it('many clients cannot wipe everyone else’s count: the oldest are evicted, one at a time', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gw-evict-'));
    dirs.push(dataDir);
    await seedPgliteDir(join(dataDir, 'pglite'));
    const store = await openStore({ dataDir: join(dataDir, 'pglite') });
    try {
      const now = 1_000_000;
      for (let n = 0; n < 5; n += 1) await store.hitRateLimit('attacked-client', 60_000, now);
      for (let n = 0; n < maxClients; n += 1) {
        await store.hitRateLimit(`flood-${n}`, 60_000, now);
        if (n % 10_000 === 0) await store.hitRateLimit('attacked-client', 60_000, now);
      }
      // Still counted: its budget was not reset by the flood.
      expect(await store.hitRateLimit('attacked-client', 60_000, now)).toBe(11);
      // The flood's oldest entries went first.
      expect(await store.hitRateLimit('flood-0', 60_000, now)).toBe(1);
    } finally {
      await store.close();
    }
  }, 60_000);
});

describe('attacks on partner attribution', () => {
  it('any origin claiming a partner id: stored, flagged against partners.json, shown by the CLI', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-partners-'));
    dirs.push(dir);
    const partnersFile = join(dir, 'partners.json');
    writeFileSync(partnersFile, JSON.stringify({ 'ndba-lagos': ['https://ndba.org'] }));
    const checked = await startTestServer({ partnersFile });
    const claim = (partner: string, origin: string) =>
      post(
        `${checked.url}/waitlist/add`,
        { ...bodies.waitlist, email: `${partner}@x.ng` },
        {
          origin,
          'x-gw-attribution': encodeURIComponent(JSON.stringify({ partner, surface: 'widget' })),
        },
      );
    try {
      expect((await claim('ndba-lagos', 'https://ndba.org')).status).toBe(201);
      expect((await claim('ndba-lagos', 'https://evil.example')).status).toBe(201);
      expect((await claim('made-up', 'https://ndba.org')).status).toBe(201);
      const flags = (await checked.leads('waitlist')).map((row) => [
        row.attribution.partner,
        row.attribution.origin,
        row.attribution.partnerMismatch ?? false,
      ]);
      expect(flags).toEqual([
        ['ndba-lagos', 'https://ndba.org', false],
        ['ndba-lagos', 'https://evil.example', true],
        ['made-up', 'https://ndba.org', true],
      ]);
      const listed = toLines(await checked.leads('waitlist'));
      expect(listed).toContain(
        'partner=ndba-lagos (partner not confirmed: sent from https://evil.example)',
      );
    } finally {
      await checked.close();
    }
    // Without partners.json nothing is flagged, and the origin is still recorded.
    const [plain] =
      (
        await post(`${api.url}/waitlist/add`, bodies.waitlist, {
          origin: 'https://evil.example',
          'x-gw-attribution': encodeURIComponent(JSON.stringify({ partner: 'ndba-lagos' })),
        })
      ).status === 201
        ? (await api.leads('waitlist')).slice(-1)
        : [];
    expect(plain?.attribution).toMatchObject({
      partner: 'ndba-lagos',
      origin: 'https://evil.example',
    });
    expect(plain?.attribution.partnerMismatch).toBeUndefined();
  });
});
