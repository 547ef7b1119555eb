import { Controller, Get, Header, Optional, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../identity/index';
import { bearerToken } from '../identity/index';
import { SessionsService } from '../identity/index';
import { HealthProbe, type HealthReport, type PublicHealth } from './health-report';
import { HealthStatus } from './health-status';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly probe: HealthProbe,
    private readonly status: HealthStatus,
    @Optional() private readonly sessions?: SessionsService,
  ) {}

  /**
   * Public: `{ status: 'up' }` (200) or `{ status: 'down' }` (503), for load balancers and uptime checks, read from
   * the status the background refresher keeps (no database work per call; down when that status is older than
   * 5 s, ADR 212). A staff session gets the whole report (database, migrations, version, each subscription's
   * position and lag), computed on request, which tells an attacker what runs and how far behind it is (issue 11
   * point 12).
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      "{ status: 'up', paymentMode } from a status refreshed every 1.5 s; with a staff session: database, migrations, version, each subscription's position and lag, and the payment mode with the test-mode notices.",
  })
  @ApiServiceUnavailableResponse({
    description: "{ status: 'down' } (also when the status is older than 5 s), or the full report for staff.",
  })
  async health(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PublicHealth | HealthReport> {
    if (await this.isStaff(req)) {
      const report = await this.probe.report();
      res.status(report.status === 'ok' ? 200 : 503);
      return report;
    }
    const up = this.status.isUp();
    res.status(up ? 200 : 503);
    return { status: up ? 'up' : 'down', paymentMode: this.probe.paymentMode };
  }

  /**
   * Health is public, so the access guard never looks at the token: a staff one is checked here, and it must
   * have passed the second factor like every staff-only answer (ADR 113). No token, no lookup.
   */
  private async isStaff(req: Request): Promise<boolean> {
    const { token } = bearerToken(req.headers.authorization);
    if (!token || !this.sessions) return false;
    const user = await this.sessions.authenticate(token).catch(() => null);
    return user?.role === 'staff' && user.session.secondFactorVerified;
  }
}
