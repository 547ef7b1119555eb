import chromium from '@sparticuz/chromium';

/**
 * The Chromium shipped in @sparticuz/chromium (or CHROMIUM_PATH), with the flags that work on these machines.
 * Its default args include --single-process and --disable-web-security, which would hide real browser
 * behaviour (CSP, isolation) from the tests, so we keep only what a headless run here needs.
 */
const KEEP = [/^--headless/, /^--no-sandbox$/, /^--no-zygote$/, /^--disable-setuid-sandbox$/, /^--use-gl=/, /^--use-angle=/, /^--enable-unsafe-swiftshader$/, /^--font-render-hinting/];

export async function chromiumLaunchOptions(): Promise<{ executablePath: string; args: string[] }> {
  const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  const args = chromium.args.filter((a) => KEEP.some((k) => k.test(a)));
  return {
    executablePath,
    args: [
      ...args,
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
    ],
  };
}
