import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * `?page=&pageSize=` for a list endpoint: `page` from 1, `pageSize` from 1 to `maxSize` (default `defaultSize`),
 * each a 400 naming itself when out of range. A query DTO extends `PageQuery(10, 50)` and adds its filters.
 */
export function PageQuery(defaultSize: number, maxSize: number) {
  class PageQueryDto {
    @ApiPropertyOptional({ minimum: 1, default: 1 })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: 'page must be a whole number' })
    @Min(1, { message: 'page must be 1 or more' })
    @Max(100_000, { message: 'page must be 100000 or less' })
    page?: number;

    @ApiPropertyOptional({ minimum: 1, maximum: maxSize, default: defaultSize })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: 'pageSize must be a whole number' })
    @Min(1, { message: 'pageSize must be 1 or more' })
    @Max(maxSize, { message: `pageSize must be ${maxSize} or less` })
    pageSize?: number;
  }
  return PageQueryDto;
}
