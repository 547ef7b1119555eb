/**
 * given events / when command / then events or error (issue 39): the one specification helper every decider's
 * unit spec uses, after Oskar Dudycz's and emmett's `DeciderSpecification`. `given` folds the events through the
 * decider's own evolve, so a spec states history as events, never as a hand-built state.
 */
export interface SpecifiedDecider<Command, State, Event> {
  decide(command: Command, state: State): Event[] | readonly Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export type ErrorType = new (...args: never[]) => Error;

export const DeciderSpecification = {
  for<Command, State, Event>(decider: SpecifiedDecider<Command, State, Event>) {
    return (events: readonly Event[]) => {
      const state = events.reduce<State>((s, e) => decider.evolve(s, e), decider.initialState());
      return {
        /** The state the events fold to (for specs that assert on the fold itself). */
        state,
        when: (command: Command) => ({
          then: (expected: unknown) => expect(decider.decide(command, state)).toEqual(expected),
          thenThrows: (type: ErrorType, message?: RegExp | string) => {
            expect(() => decider.decide(command, state)).toThrow(type);
            if (message !== undefined) expect(() => decider.decide(command, state)).toThrow(message);
          },
        }),
      };
    };
  },
};
