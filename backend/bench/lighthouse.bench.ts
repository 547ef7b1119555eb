/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: a mid-range phone on slow 4G, simulated throttling) on the home
 * page, the questionnaire and a document page, BENCH_RUNS runs each (3), medians of the four category scores and the
 * metrics behind performance (issue 31).
 *
 * Builds nothing itself (the npm script runs `npm run build` first), then starts the built server as `npm start`
 * runs it (dist/backend/src/main.js, serving frontend/dist; NODE_ENV=production, sandbox payments, template
 * drafter) on a temp embedded PostgreSQL (or DATABASE_URL), registers a user and gives them one paid case with its
 * document for the document page. Each run launches a fresh Chromium (the one shipped in @sparticuz/chromium, through
 * chrome-launcher) with an empty profile, so every page is a first visit with a cold cache; the document page
 * signs in first by putting the session token in localStorage (then the HTTP cache is cleared again). The rounds
 * interleave the pages, so a busy moment on the shared machine does not land on one page only.
 *
 * Knobs: BENCH_RUNS (3), BENCH_PAGES (home,questionnaire,document), BENCH_REPORT_DIR (unset: when set, each run's
 * full Lighthouse report is written there as `{page}-{round}.json`, to see which audit cost what). The last line
 * printed is one JSON object with every run and the medians.
 */
import chromium from '@sparticuz/chromium';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import {
  claimForm,
  log,
  machineLine,
  median,
  openPaidCase,
  registerBenchUser,
  runBench,
  startBuiltServer,
  untilCompleted,
} from './bench-kit';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? 'home,questionnaire,document').split(',');
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
/** localStorage key of the session token (frontend/src/lib/auth-token.ts). */
const AUTH_TOKEN_KEY = 'auth_token';

/**
 * @sparticuz/chromium's flags minus the ones that would hide real browser behaviour from the audits
 * (`--single-process`, web security off, insecure content allowed) and its own headless mode.
 */
function chromeFlags(): string[] {
  const dropped = /^--(single-process|headless|disable-web-security|allow-running-insecure-content)(=|$)/;
  return [
    ...chromium.args.filter((arg) => !dropped.test(arg)),
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ];
}

interface Run {
  page: string;
  round: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** bytes over the wire, by resource type (Lighthouse's resource summary) */
  transfer: { script: number; stylesheet: number; font: number; document: number; total: number };
  requests: number;
  loadAverage: number;
}

type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
  runtimeError?: { message: string };
};

async function audit(
  url: string,
  chromePath: string,
  signIn: { origin: string; token: string } | null,
): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromeFlags() });
  try {
    if (signIn) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${signIn.origin}/robots.txt`);
      await page.evaluate(
        (key, value) => {
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem(key, value);
        },
        AUTH_TOKEN_KEY,
        signIn.token,
      );
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // the default resets storage (and the session token with it); the cache is already empty either way
      disableStorageReset: signIn !== null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as LighthouseResult;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

function summarise(page: string, round: number, lhr: LighthouseResult): Run {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = new Map(
    (lhr.audits['resource-summary']?.details?.items ?? []).map((item) => [
      String(item.resourceType),
      { bytes: Number(item.transferSize ?? 0), requests: Number(item.requestCount ?? 0) },
    ]),
  );
  const bytes = (type: string) => summary.get(type)?.bytes ?? 0;
  return {
    page,
    round,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Run['scores'],
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [
        key,
        key === 'cls' ? Number(numeric(id).toFixed(3)) : Math.round(numeric(id)),
      ]),
    ) as Run['metrics'],
    transfer: {
      script: bytes('script'),
      stylesheet: bytes('stylesheet'),
      font: bytes('font'),
      document: bytes('document'),
      total: bytes('total'),
    },
    requests: summary.get('total')?.requests ?? 0,
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  };
}

function medians(runs: Run[]) {
  const pick = <T extends Record<string, number>>(get: (r: Run) => T): T => {
    const keys = Object.keys(get(runs[0]!)) as (keyof T)[];
    return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => get(r)[k] as number))])) as T;
  };
  return {
    scores: pick((r) => r.scores),
    metrics: pick((r) => r.metrics),
    transfer: pick((r) => r.transfer),
    loadAverage: median(runs.map((r) => r.loadAverage)),
  };
}

async function main(): Promise<void> {
  const dist = path.resolve(__dirname, '../../../frontend/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`no web build in ${dist}: run \`npm run build\``);
  log(`bench:lighthouse — ${RUNS} runs of ${PAGES.join(', ')} (Lighthouse mobile); ${machineLine()}`);
  const chromePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  const { base, api, stop } = await startBuiltServer({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
  try {
    const token = await registerBenchUser(api, 'Bench Claimant');
    const caseId = await openPaidCase(api, token, claimForm(1));
    await untilCompleted(api, token, caseId);
    const urls: Record<string, string> = {
      home: `${base}/`,
      questionnaire: `${base}/questionnaire`,
      document: `${base}/document/${caseId}`,
    };
    const runs: Run[] = [];
    for (let round = 1; round <= RUNS; round++) {
      for (const page of PAGES) {
        const url = urls[page];
        if (!url) throw new Error(`unknown page ${page} (BENCH_PAGES: ${Object.keys(urls).join(', ')})`);
        const lhr = await audit(url, chromePath, page === 'document' ? { origin: base, token } : null);
        const run = summarise(page, round, lhr);
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          writeFileSync(path.join(REPORT_DIR, `${page}-${round}.json`), JSON.stringify(lhr));
        }
        runs.push(run);
        log(
          `${page} #${round}: ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}; ` +
            `FCP ${run.metrics.fcpMs} ms, LCP ${run.metrics.lcpMs} ms, TBT ${run.metrics.tbtMs} ms, ` +
            `CLS ${run.metrics.cls}, SI ${run.metrics.speedIndexMs} ms; JS ${run.transfer.script} B over the wire; ` +
            `load ${run.loadAverage}`,
        );
      }
    }
    const result = {
      bench: 'lighthouse',
      node: process.version,
      cpus: cpus().length,
      runsPerPage: RUNS,
      medians: Object.fromEntries(PAGES.map((p) => [p, medians(runs.filter((r) => r.page === p))])),
      runs,
      loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    for (const [page, m] of Object.entries(result.medians)) {
      log(
        `median ${page}: ${CATEGORIES.map((c) => `${c} ${m.scores[c]}`).join(', ')}; FCP ${m.metrics.fcpMs} ms, ` +
          `LCP ${m.metrics.lcpMs} ms, TBT ${m.metrics.tbtMs} ms, CLS ${m.metrics.cls}; load ${m.loadAverage}`,
      );
    }
    log(JSON.stringify(result));
  } finally {
    await stop();
  }
}

runBench('bench:lighthouse', main);
