import { SendConditions, sendConditionOf } from './send-conditions';

describe('send conditions', () => {
  it('reads a named condition, and the unnamed rule of jobs queued before names as subscription-status', () => {
    expect(sendConditionOf(undefined)).toBeUndefined();
    expect(sendConditionOf({ condition: 'x', params: { a: 1 } })).toEqual({
      condition: 'x',
      params: { a: 1 },
    });
    expect(sendConditionOf({ subscriptionId: 's-1', statuses: ['trialing'] })).toEqual({
      condition: 'subscription-status',
      params: { subscriptionId: 's-1', statuses: ['trialing'] },
    });
  });

  it('asks the registered owner, and refuses a name nobody registered', async () => {
    const conditions = new SendConditions();
    conditions.register({ name: 'even', holds: async (p) => (p.n as number) % 2 === 0 });
    expect(() => conditions.register({ name: 'even', holds: async () => true })).toThrow(
      /already registered/,
    );
    await expect(conditions.holds({ condition: 'even', params: { n: 2 } })).resolves.toBe(true);
    await expect(conditions.holds({ condition: 'even', params: { n: 3 } })).resolves.toBe(false);
    await expect(conditions.holds({ condition: 'odd', params: {} })).rejects.toThrow(
      /No send condition named odd/,
    );
  });
});
