import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MY_DOCUMENTS_PAGE_SIZE = 10;
export const MY_DOCUMENTS_MAX_PAGE_SIZE = 50;

/** `GET /api/cases/my-documents?page=&pageSize=`: one page of the user's cases, newest first. */
export class MyDocumentsQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100_000, { message: 'page must be 100000 or less' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MY_DOCUMENTS_MAX_PAGE_SIZE, default: MY_DOCUMENTS_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(MY_DOCUMENTS_MAX_PAGE_SIZE, { message: `pageSize must be ${MY_DOCUMENTS_MAX_PAGE_SIZE} or less` })
  pageSize?: number;
}
