import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { PageQuery } from '../common/page-query.dto';
import { Roles } from '../identity/index';
import { NotificationOutbox, type OutboxEntry } from '../outbox/outbox';

/** `?page=&pageSize=` (20 a page, at most 100): the shared rules, so a huge page is a 400 (issue 22 point 7). */
export class OutboxQueryDto extends PageQuery(20, 100) {}

export class OutboxPageDto {
  @ApiProperty({ type: 'array', items: { type: 'object' } }) items!: OutboxEntry[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  /** True when emails actually leave the machine (SMTP_URL set). */
  @ApiProperty() delivering!: boolean;
}

/** GET /api/admin/outbox: every email the product recorded, newest first (staff only, ADR 110). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('staff')
@Controller('admin/outbox')
export class OutboxController {
  constructor(private readonly outbox: NotificationOutbox) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: OutboxPageDto })
  async list(@Query() query: OutboxQueryDto): Promise<OutboxPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { items, total } = await this.outbox.list(page, pageSize);
    return { items, total, page, pageSize, delivering: this.outbox.delivering };
  }
}
