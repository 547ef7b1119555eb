import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Roles } from '../identity/index';
import { NotificationOutbox, type OutboxEntry } from '../outbox/outbox';

export class OutboxQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number of at least 1' })
  @Min(1, { message: 'page must be a whole number of at least 1' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number from 1 to 100' })
  @Min(1, { message: 'pageSize must be a whole number from 1 to 100' })
  @Max(100, { message: 'pageSize must be a whole number from 1 to 100' })
  pageSize?: number;
}

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
