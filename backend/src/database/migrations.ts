import type { MixedList } from 'typeorm';

/**
 * Every schema migration, in order. Feature modules add theirs here; `npm start` runs pending ones at boot.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const ALL_MIGRATIONS: MixedList<Function> = [];
