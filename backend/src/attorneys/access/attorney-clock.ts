import { Injectable } from '@nestjs/common';

/**
 * The time the attorney paywall judges access by (purchases run 30 days). A provider of its own so tests can move
 * it (`app.get(AttorneyClock).now = () => …`) and see an expired purchase answer 403 again.
 */
@Injectable()
export class AttorneyClock {
  now(): Date {
    return new Date();
  }
}
