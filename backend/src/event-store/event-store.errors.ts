import { ConflictError } from '../common/errors';

/**
 * The stream was not at the expected version: someone else wrote first. The HTTP layer answers 409
 * (it is a ConflictError); `handleCommand` reloads and retries a few times before letting it through.
 */
export class WrongExpectedVersionError extends ConflictError {
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: bigint,
  ) {
    super('This record was changed by someone else at the same time. Reload and try again.', {
      streamId,
      expected,
      actual: actual.toString(),
    });
  }
}

/** An event id that is already stored in another stream (or only some of a batch's ids are stored). */
export class EventIdConflictError extends ConflictError {
  constructor(
    readonly streamId: string,
    readonly eventIds: string[],
  ) {
    super('This change was already recorded for something else.', { streamId, eventIds });
  }
}
