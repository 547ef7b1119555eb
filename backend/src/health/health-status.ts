import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy, Optional } from '@nestjs/common';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';
import { HealthProbe } from './health-report';

/** How often the background refresher runs the probe (the issue asks for every 1–2 s). */
export const HEALTH_REFRESH_MS = 1_500;
/** A status older than this says down: a wedged refresher (a hung query, a stuck event loop) never reports up. */
export const HEALTH_MAX_AGE_MS = 5_000;

/**
 * The time the public health status is judged by, in milliseconds: monotonic, so setting the wall clock back never
 * makes an old status look young. A provider of its own so tests can move it (`jest.spyOn(app.get(HealthClock),
 * 'now')`) and see an old status answer down.
 */
@Injectable()
export class HealthClock {
  now(): number {
    return performance.now();
  }
}

/**
 * The public health status (ADR 212): the probe runs in the background every HEALTH_REFRESH_MS, never per request,
 * so `/api/health` costs an anonymous caller no database work however many probes and uptime checks call it. Up
 * only while the newest result is ok and younger than HEALTH_MAX_AGE_MS. One probe runs at a time; one that has
 * not answered within HEALTH_MAX_AGE_MS is left to finish on its own and the next tick starts another.
 * A worker (no HTTP) runs no refresher.
 */
@Injectable()
export class HealthStatus implements OnApplicationBootstrap, OnModuleDestroy {
  private latest?: { up: boolean; at: number };
  private running?: { since: number; done: Promise<void> };
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly probe: HealthProbe,
    private readonly clock: HealthClock,
    @Optional() @InjectConfig() private readonly config?: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config?.role === 'worker') return;
    this.timer = setInterval(() => void this.refresh(), HEALTH_REFRESH_MS);
    this.timer.unref();
    // The first answer is there when the server starts listening, but a hung probe does not hold up the start.
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      this.refresh(),
      new Promise<void>((resolve) => (waited = setTimeout(resolve, HEALTH_MAX_AGE_MS))),
    ]);
    clearTimeout(waited);
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** True while the newest probe said ok and is at most HEALTH_MAX_AGE_MS old. */
  isUp(): boolean {
    const latest = this.latest;
    return latest !== undefined && latest.up && this.clock.now() - latest.at <= HEALTH_MAX_AGE_MS;
  }

  /** Runs the probe unless one younger than HEALTH_MAX_AGE_MS is still running; settles when its result is kept. */
  refresh(): Promise<void> {
    const running = this.running;
    if (running && this.clock.now() - running.since < HEALTH_MAX_AGE_MS) return running.done;
    const since = this.clock.now();
    const done = this.probe.report().then(
      (report) => this.keep(report.status === 'ok'),
      () => this.keep(false),
    );
    const entry = { since, done };
    this.running = entry;
    void done.finally(() => {
      if (this.running === entry) this.running = undefined;
    });
    return done;
  }

  /** A result is as old as its answer: stamped when the probe answered. */
  private keep(up: boolean): void {
    this.latest = { up, at: this.clock.now() };
  }
}
