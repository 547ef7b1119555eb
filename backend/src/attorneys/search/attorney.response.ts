import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AttorneyRow } from '../directory/attorney-directory';
import { SPECIALTIES, SPECIALTY_LABELS } from '../directory/specialties';

/** A directory card (spec §2 result cards, §3 attorneys). Contact details only for callers with access. */
export class AttorneyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Ana Reyes' }) name!: string;
  @ApiProperty({ example: 'Reyes Law Group' }) firm!: string;
  @ApiProperty({ example: 'Austin' }) city!: string;
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty({ example: '78701' }) zipCode!: string;
  @ApiProperty({ enum: SPECIALTIES, isArray: true }) specialties!: string[];
  @ApiProperty({ example: ['Landlord-Tenant'], description: 'The specialties as people read them' })
  specialtyLabels!: string[];
  @ApiProperty({ example: 12.5 }) yearsExperience!: number;
  @ApiPropertyOptional({ example: 4.8, nullable: true }) rating!: number | null;
  @ApiProperty({ example: 124 }) reviewCount!: number;
  @ApiPropertyOptional({
    example: 275,
    nullable: true,
    description: 'Dollars per hour; null = not published',
  })
  hourlyRate!: number | null;
  @ApiProperty() description!: string;
  @ApiProperty({
    enum: ['sample', 'import'],
    description: 'sample = a fictional attorney of the sample directory',
  })
  source!: 'sample' | 'import';
  @ApiPropertyOptional({
    example: 3.4,
    nullable: true,
    description: 'Miles from the ZIP searched (centroids)',
  })
  distanceMiles!: number | null;
  @ApiPropertyOptional({ description: 'Only with search access (or on the public teaser)' }) email?: string;
  @ApiPropertyOptional({ description: 'Only with search access (or on the public teaser)' }) phone?: string;
  @ApiPropertyOptional({ nullable: true, description: 'Only with search access (or on the public teaser)' })
  website?: string | null;
}

const num = (value: string | null) => (value === null ? null : Number(value));

interface Card {
  base: Omit<AttorneyResponse, 'distanceMiles'>;
  contact: Pick<AttorneyResponse, 'email' | 'phone' | 'website'>;
  /** `base` as JSON without its closing brace, and the contact fields as JSON members. */
  baseJson: string;
  contactJson: string;
}

/** The parts of a card that never change for a row, made once per row and index (the search's hot path). */
const cards = new WeakMap<AttorneyRow, Card>();

function cardOf(row: AttorneyRow): Card {
  let card = cards.get(row);
  if (!card) {
    const { distanceMiles: _none, ...base } = buildResponse(row, { distanceMiles: null, contact: false });
    const contact = { email: row.email, phone: row.phone, website: row.website };
    card = {
      base,
      contact,
      baseJson: JSON.stringify(base).slice(0, -1),
      contactJson: `,${JSON.stringify(contact).slice(1, -1)}`,
    };
    cards.set(row, card);
  }
  return card;
}

export function toAttorneyResponse(
  row: AttorneyRow,
  options: { distanceMiles: number | null; contact: boolean },
): AttorneyResponse {
  const card = cardOf(row);
  return options.contact
    ? { ...card.base, distanceMiles: options.distanceMiles, ...card.contact }
    : { ...card.base, distanceMiles: options.distanceMiles };
}

/** The same card as {@link toAttorneyResponse}, as JSON text, from cached fragments (no object, no stringify). */
export function attorneyJson(
  row: AttorneyRow,
  options: { distanceMiles: number | null; contact: boolean },
): string {
  const card = cardOf(row);
  const miles = options.distanceMiles === null ? 'null' : JSON.stringify(options.distanceMiles);
  return `${card.baseJson},"distanceMiles":${miles}${options.contact ? card.contactJson : ''}}`;
}

function buildResponse(
  row: AttorneyRow,
  options: { distanceMiles: number | null; contact: boolean },
): AttorneyResponse {
  const response: AttorneyResponse = {
    id: row.id,
    name: row.name,
    firm: row.firm,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    specialties: row.specialties,
    specialtyLabels: row.specialties.map((s) => SPECIALTY_LABELS[s] ?? s),
    yearsExperience: Number(row.years_experience),
    rating: num(row.rating),
    reviewCount: row.review_count,
    hourlyRate: num(row.hourly_rate),
    description: row.description,
    source: row.source,
    distanceMiles: options.distanceMiles,
  };
  if (options.contact) {
    response.email = row.email;
    response.phone = row.phone;
    response.website = row.website;
  }
  return response;
}

class SearchOriginResponse {
  @ApiProperty({ example: '78701' }) zip!: string;
  @ApiProperty({ example: 'Austin' }) city!: string;
  @ApiProperty({ example: 'TX' }) state!: string;
}

export class AttorneySearchResponse {
  @ApiProperty({ type: [AttorneyResponse] }) attorneys!: AttorneyResponse[];
  @ApiProperty({ description: 'Attorneys matching the filters (all pages)' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() totalPages!: number;
  @ApiPropertyOptional({
    type: SearchOriginResponse,
    nullable: true,
    description: 'The ZIP distances are measured from',
  })
  origin!: SearchOriginResponse | null;
}

class StateCountResponse {
  @ApiProperty({ example: 'TX' }) code!: string;
  @ApiProperty({ example: 'Texas' }) name!: string;
  @ApiProperty({ example: 1319 }) count!: number;
}

export class DirectoryStatsResponse {
  @ApiProperty({ example: 15000, description: 'Active attorneys in the directory now' }) total!: number;
  @ApiProperty({ example: 15000, description: 'How many of them are fictional sample attorneys' })
  sample!: number;
  @ApiProperty({ type: [StateCountResponse] }) states!: StateCountResponse[];
  @ApiProperty({ enum: SPECIALTIES, isArray: true }) specialties!: string[];
  @ApiProperty({ example: { landlord_tenant: 'Landlord-Tenant' } }) specialtyLabels!: Record<string, string>;
}
