export default async function globalTeardown(): Promise<void> {
  await globalThis.__SUEGO_TEST_PG__?.stop();
}
