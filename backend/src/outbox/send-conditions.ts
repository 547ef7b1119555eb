import { Injectable } from '@nestjs/common';

/**
 * A check made when a delayed email falls due (a trial reminder three days before the trial ends): false skips the
 * email. Registered by the context that owns the facts (subscriptions registers `subscription-status`), so the
 * outbox knows no context.
 */
export interface SendCondition {
  readonly name: string;
  holds(params: Record<string, unknown>): Promise<boolean>;
}

/** Which condition, with what, as recorded in the send job's payload. */
export interface SendConditionRef {
  condition: string;
  params: Record<string, unknown>;
}

/**
 * The condition of a send job's payload. Jobs queued before conditions had names carry the one rule there was,
 * `{ subscriptionId, statuses }`: that is `subscription-status`.
 */
export function sendConditionOf(onlyIf: unknown): SendConditionRef | undefined {
  if (!onlyIf || typeof onlyIf !== 'object') return undefined;
  const rule = onlyIf as Partial<SendConditionRef> & Record<string, unknown>;
  if (typeof rule.condition === 'string') return { condition: rule.condition, params: rule.params ?? {} };
  return { condition: 'subscription-status', params: rule };
}

/** The registered send conditions, by name (each owner registers its own once, at module init). */
@Injectable()
export class SendConditions {
  private readonly byName = new Map<string, SendCondition>();

  register(condition: SendCondition): void {
    if (this.byName.has(condition.name))
      throw new Error(`Send condition ${condition.name} is already registered`);
    this.byName.set(condition.name, condition);
  }

  /** Throws for a name nobody registered: the send job fails (and retries) rather than guess. */
  async holds(ref: SendConditionRef): Promise<boolean> {
    const condition = this.byName.get(ref.condition);
    if (!condition) throw new Error(`No send condition named ${ref.condition} is registered`);
    return condition.holds(ref.params);
  }
}
