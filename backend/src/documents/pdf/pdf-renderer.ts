import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { InjectConfig } from '../../config/app-config';
import type { AppConfig } from '../../config/env';

/**
 * HTML → Letter-size PDF with one warm Chromium per process (DESIGN.md §5).
 *
 * - The browser is launched lazily and reused; pages are pooled (`concurrency` at most), each with JavaScript off
 *   and request interception that aborts everything except the initial about:blank and data: URLs, so a document
 *   can never fetch http(s), file:// or anything else (SSRF, local file disclosure).
 * - Each attempt (launch if needed + page + setContent + pdf) has a hard time limit. After a failed attempt the
 *   page is thrown away; if the browser has crashed or does not answer a health check it is killed (its whole
 *   process group) and relaunched. `attempts` bounds the total time of a render.
 * - `close()` closes Chromium and, if it does not exit promptly, kills its process group: no orphans or zombies.
 */

export interface PdfRendererOptions {
  /** CHROMIUM_PATH; default: the Chromium shipped in @sparticuz/chromium. */
  executablePath?: string;
  /** Per attempt, launch included. Default 15 s. */
  attemptTimeoutMs?: number;
  /** Default 2. */
  attempts?: number;
  /** Pages rendering at once (and kept warm). Default 2. */
  concurrency?: number;
  logger?: Pick<Logger, 'log' | 'warn'>;
  /** Test hook, awaited before `page.pdf()` in every attempt: lets a test simulate a hung render. */
  beforePdf?: (attempt: number) => Promise<void>;
}

export interface PdfRendererStats {
  launches: number;
  renders: number;
  failedAttempts: number;
  browserKills: number;
  blockedRequests: number;
}

export class PdfRenderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PdfRenderError';
  }
}

class AttemptTimeoutError extends Error {
  constructor(ms: number) {
    super(`render attempt timed out after ${ms} ms`);
    this.name = 'AttemptTimeoutError';
  }
}

/**
 * Letter, 0.75 in margins (matches the @page rule of the document HTML). `waitForFonts: false` skips puppeteer's
 * extra `document.fonts.ready` round trip (10-25 ms a render here): documents only use local system fonts, and
 * the page's CSP and the request interception forbid loading any other.
 */
/**
 * "Page 2 of 5" at the foot of every page (issue 32: a mailed or filed document whose pages get separated must be
 * put back in order). Chromium fills `pageNumber` and `totalPages`; the template has its own tiny style.
 */
export const PAGE_FOOTER =
  '<div style="width:100%;font-family:Georgia,serif;font-size:9px;color:#444;text-align:center">' +
  'Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>';

const PDF_OPTIONS = {
  format: 'Letter',
  printBackground: true,
  margin: { top: '0.75in', right: '0.75in', bottom: '0.75in', left: '0.75in' },
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  footerTemplate: PAGE_FOOTER,
  waitForFonts: false,
} as const;

/**
 * @sparticuz/chromium's flags minus `--single-process` (one crash would take everything down and a hung renderer
 * could not be told from a hung browser), its own `--headless=…` (puppeteer passes the headless mode), and the two
 * flags that switch web security off, which a document renderer never needs.
 */
const DROPPED_FLAGS = /^--(single-process|headless|disable-web-security|allow-running-insecure-content)(=|$)/;
const EXTRA_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--disable-sync',
];

export function chromiumArgs(): string[] {
  return [...chromium.args.filter((arg) => !DROPPED_FLAGS.test(arg)), ...EXTRA_FLAGS];
}

/** `legal-document-{id}.pdf`, with anything but letters, digits, `-` and `_` removed from the id. */
export function pdfFilename(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 100);
  return `legal-document-${safe || 'document'}.pdf`;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface AttemptState {
  page: Page | null;
  abandoned: boolean;
}

export class PdfRenderer {
  private readonly attemptTimeoutMs: number;
  private readonly attempts: number;
  private readonly concurrency: number;
  private readonly logger: Pick<Logger, 'log' | 'warn'>;
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private idlePages: Page[] = [];
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;
  private readonly counters: PdfRendererStats = {
    launches: 0,
    renders: 0,
    failedAttempts: 0,
    browserKills: 0,
    blockedRequests: 0,
  };

  constructor(private readonly options: PdfRendererOptions = {}) {
    this.attemptTimeoutMs = options.attemptTimeoutMs ?? 15_000;
    this.attempts = Math.max(1, options.attempts ?? 2);
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.logger = options.logger ?? new Logger('PdfRenderer');
  }

  /** Renders a complete HTML document to PDF bytes. Throws `PdfRenderError` once every attempt has failed. */
  async render(html: string): Promise<Uint8Array> {
    if (this.closed) throw new PdfRenderError('The PDF renderer is closed');
    await this.acquireSlot();
    try {
      let lastError: unknown;
      for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
        const state: AttemptState = { page: null, abandoned: false };
        try {
          const pdf = await withTimeout(
            this.attempt(html, attempt, state),
            this.attemptTimeoutMs,
            () => new AttemptTimeoutError(this.attemptTimeoutMs),
          );
          this.counters.renders += 1;
          return pdf;
        } catch (error) {
          lastError = error;
          state.abandoned = true;
          this.counters.failedAttempts += 1;
          this.logger.warn(`PDF render attempt ${attempt}/${this.attempts} failed: ${describe(error)}`);
          this.discardPage(state.page);
          if (this.closed) break;
          await this.recoverBrowser();
        }
      }
      throw new PdfRenderError(
        `PDF rendering failed after ${this.attempts} attempts: ${describe(lastError)}`,
        {
          cause: lastError,
        },
      );
    } finally {
      this.releaseSlot();
    }
  }

  /** The running Chromium's pid, or null before the first render / after a crash. */
  browserPid(): number | null {
    return this.browser?.process()?.pid ?? null;
  }

  stats(): PdfRendererStats {
    return { ...this.counters };
  }

  /** Shuts Chromium down (killing its process group if it does not exit within 5 s). Final: renders then fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake();
    const browser = this.browser ?? (await this.launching?.catch(() => null)) ?? null;
    this.browser = null;
    this.idlePages = [];
    if (!browser) return;
    const proc = browser.process();
    try {
      await withTimeout(browser.close(), 5_000, () => new Error('browser.close() timed out'));
    } catch (error) {
      this.logger.warn(`Closing Chromium failed (${describe(error)}); killing it`);
    }
    if (proc && proc.exitCode === null && proc.signalCode === null) this.killProcessGroup(browser);
  }

  private async attempt(html: string, attempt: number, state: AttemptState): Promise<Uint8Array> {
    const browser = await this.ensureBrowser();
    const page = await this.checkoutPage(browser);
    state.page = page;
    await page.setContent(html, { waitUntil: 'load', timeout: this.attemptTimeoutMs });
    if (this.options.beforePdf) await this.options.beforePdf(attempt);
    const pdf = await page.pdf({ ...PDF_OPTIONS, timeout: this.attemptTimeoutMs });
    if (state.abandoned || this.browser !== browser || this.closed) {
      this.discardPage(page);
    } else {
      this.idlePages.push(page);
    }
    state.page = null;
    return pdf;
  }

  private async ensureBrowser(): Promise<Browser> {
    if (this.browser?.connected) return this.browser;
    this.launching ??= this.launch().finally(() => {
      this.launching = null;
    });
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    const executablePath = this.options.executablePath ?? (await chromium.executablePath());
    const started = performance.now();
    const browser = await puppeteer.launch({
      executablePath,
      args: chromiumArgs(),
      headless: 'shell',
      pipe: true,
      // Nest (or the test) decides when to shut down; puppeteer still kills Chromium if node exits.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: this.attemptTimeoutMs,
      protocolTimeout: this.attemptTimeoutMs,
    });
    this.counters.launches += 1;
    browser.once('disconnected', () => {
      if (this.browser === browser) {
        this.browser = null;
        this.idlePages = [];
      }
    });
    if (this.closed) {
      await browser.close().catch(() => undefined);
      throw new PdfRenderError('The PDF renderer is closed');
    }
    this.browser = browser;
    this.idlePages = [];
    this.logger.log(
      `Chromium started (pid ${browser.process()?.pid ?? '?'}) in ${Math.round(performance.now() - started)} ms`,
    );
    return browser;
  }

  private async checkoutPage(browser: Browser): Promise<Page> {
    while (this.idlePages.length > 0) {
      const page = this.idlePages.pop();
      if (page && !page.isClosed() && page.browser() === browser) return page;
    }
    const page = await browser.newPage();
    try {
      await this.lockDown(page);
    } catch (error) {
      this.discardPage(page);
      throw error;
    }
    return page;
  }

  /** JavaScript off; every request except the initial about:blank and inline data: URLs is aborted. */
  private async lockDown(page: Page): Promise<void> {
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      const url = request.url();
      if (url === 'about:blank' || url.startsWith('data:')) {
        void request.continue().catch(() => undefined);
      } else {
        this.counters.blockedRequests += 1;
        void request.abort('blockedbyclient').catch(() => undefined);
      }
    });
  }

  private discardPage(page: Page | null): void {
    if (!page) return;
    this.idlePages = this.idlePages.filter((p) => p !== page);
    void withTimeout(page.close(), 2_000, () => new Error('page.close() timed out')).catch(() => undefined);
  }

  /** After a failed attempt: a disconnected or unresponsive browser is killed so the next attempt relaunches. */
  private async recoverBrowser(): Promise<void> {
    const browser = this.browser;
    if (!browser) return;
    if (!browser.connected) {
      this.browser = null;
      this.killProcessGroup(browser);
      return;
    }
    const healthMs = Math.min(2_000, Math.max(250, Math.floor(this.attemptTimeoutMs / 4)));
    try {
      await withTimeout(browser.version(), healthMs, () => new Error(`no answer within ${healthMs} ms`));
    } catch (error) {
      this.logger.warn(`Chromium is not responding (${describe(error)}); restarting it`);
      if (this.browser === browser) {
        this.browser = null;
        this.idlePages = [];
      }
      this.killProcessGroup(browser);
    }
  }

  /** SIGKILL to Chromium's process group (puppeteer starts it detached), so its renderers go too. */
  private killProcessGroup(browser: Browser): void {
    const proc = browser.process();
    const pid = proc?.pid;
    if (!proc || pid === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
    this.counters.browserKills += 1;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      try {
        proc.kill('SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }

  private async acquireSlot(): Promise<void> {
    while (this.active >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      if (this.closed) throw new PdfRenderError('The PDF renderer is closed');
    }
    this.active += 1;
  }

  private releaseSlot(): void {
    this.active -= 1;
    this.waiting.shift()?.();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The renderer as a Nest provider: CHROMIUM_PATH from the config, Chromium closed on module destroy. */
@Injectable()
export class PdfRendererService extends PdfRenderer implements OnModuleDestroy {
  constructor(@InjectConfig() config: AppConfig) {
    super(config.chromium.path ? { executablePath: config.chromium.path } : {});
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}
