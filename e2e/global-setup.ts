import { chromiumLaunchOptions } from './chromium';

/** Unpacks Chromium once and hands its path and flags to the workers through the environment. */
export default async function globalSetup(): Promise<void> {
  const { executablePath, args } = await chromiumLaunchOptions();
  process.env.E2E_CHROMIUM_PATH = executablePath;
  process.env.E2E_CHROMIUM_ARGS = JSON.stringify(args);
}
