import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SPECIALTIES } from '../directory/specialties';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_RADIUS_MILES,
  parseBoundedInt,
  ParsedBy,
  parseLocation,
  parseSpecialty,
  parseState,
  parseZip,
} from './search-filters';

const page = (v: unknown) => parseBoundedInt('page', v, 1, 10_000, 1);
const pageSize = (v: unknown) => parseBoundedInt('pageSize', v, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
const radius = (v: unknown) => parseBoundedInt('radiusMiles', v, 1, MAX_RADIUS_MILES, null);

/** POST /api/attorneys/search (spec §7): state, specialty (omitted if all), zipCode (omitted if empty). */
export class SearchAttorneysRequestDto {
  @ApiProperty({ example: 'TX', description: 'Two letters: one of the 50 states or DC' })
  @ParsedBy(parseState)
  state!: string;

  @ApiPropertyOptional({ enum: ['all', ...SPECIALTIES], example: 'landlord_tenant' })
  @ParsedBy(parseSpecialty)
  specialty?: string;

  @ApiPropertyOptional({ example: '78701', description: '5 digits; results are ranked by distance from it' })
  @ParsedBy((v) => parseZip(v))
  zipCode?: string;

  @ApiPropertyOptional({
    example: 25,
    description: `Only attorneys within this many miles of zipCode (1-${MAX_RADIUS_MILES})`,
  })
  @ParsedBy(radius)
  radiusMiles?: number;

  @ApiPropertyOptional({ example: 1, default: 1 })
  @ParsedBy(page)
  page?: number;

  @ApiPropertyOptional({ example: DEFAULT_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, maximum: MAX_PAGE_SIZE })
  @ParsedBy(pageSize)
  pageSize?: number;
}

/** GET /api/attorneys?state=&specialty=&location= (spec §7): location is a 5-digit ZIP or a city. */
export class ListAttorneysQueryDto {
  @ApiProperty({ example: 'TX' })
  @ParsedBy(parseState)
  state!: string;

  @ApiPropertyOptional({ enum: ['all', ...SPECIALTIES] })
  @ParsedBy(parseSpecialty)
  specialty?: string;

  @ApiPropertyOptional({ example: '78701', description: 'A 5-digit ZIP (ranked by distance) or a city name' })
  @ParsedBy(parseLocation)
  location?: string;

  @ApiPropertyOptional({ example: '78701' })
  @ParsedBy((v) => parseZip(v))
  zipCode?: string;

  @ApiPropertyOptional({ example: 25 })
  @ParsedBy(radius)
  radiusMiles?: string;

  @ApiPropertyOptional({ example: 1 })
  @ParsedBy(page)
  page?: string;

  @ApiPropertyOptional({ example: DEFAULT_PAGE_SIZE })
  @ParsedBy(pageSize)
  pageSize?: string;
}

/** GET /api/attorneys/teaser (public): the home page's search, at most 3 results. */
export class TeaserQueryDto {
  @ApiProperty({ example: 'TX' })
  @ParsedBy(parseState)
  state!: string;

  @ApiPropertyOptional({ enum: ['all', ...SPECIALTIES] })
  @ParsedBy(parseSpecialty)
  specialty?: string;

  @ApiPropertyOptional({ example: 'Austin', description: 'A city or a 5-digit ZIP' })
  @ParsedBy(parseLocation)
  location?: string;
}
