import { Injectable } from '@nestjs/common';
import { fieldError, InputErrorCode } from '../../common/errors';
import { DirectoryIndex } from '../directory/directory-index';
import { lookupZip, roundMiles, type ZipPlace } from '../directory/geo';
import { rankForSearch } from '../ranking/search-ranking';
import { attorneyJson, type AttorneySearchResponse } from './attorney.response';
import type { ParsedSearch } from './search-filters';

/**
 * The directory search (docs/adr/092): candidates of the state (within the radius of the ZIP, of the specialty,
 * in the city) from the in-memory index, ranked by distance, specialty match, rating and experience, one page. Contact details only when `contact` (the caller has access, or it is the public teaser).
 */
@Injectable()
export class AttorneySearchService {
  constructor(private readonly directory: DirectoryIndex) {}

  async search(query: ParsedSearch, options: { contact: boolean }): Promise<AttorneySearchResponse> {
    return JSON.parse(await this.searchJson(query, options)) as AttorneySearchResponse;
  }

  /**
   * The answer as JSON text, assembled from each card's cached JSON: serialising ten cards on every request was
   * the search's largest cost after the framework (docs/benchmarks.md, Attorneys).
   */
  async searchJson(query: ParsedSearch, options: { contact: boolean }): Promise<string> {
    const { state, specialty, location } = query;
    const zip = query.zipCode ?? (location && 'zip' in location ? location.zip : null);
    const city = location && 'city' in location ? location.city : null;
    const origin = zip ? this.origin(zip, query.zipCode ? 'zipCode' : 'location') : null;
    const radiusMiles = origin ? query.radiusMiles : null;

    const filter = { state, specialty, city, near: origin && radiusMiles ? { origin, radiusMiles } : null };
    const rank = async () => rankForSearch(await this.directory.candidates(filter), { specialty, origin });
    // Without a ZIP the order depends on the directory alone: ranked once per directory version.
    let ranked = origin
      ? await rank()
      : await this.directory.memoized(`rank:${state}:${specialty ?? ''}:${city?.toLowerCase() ?? ''}`, rank);
    if (radiusMiles !== null)
      ranked = ranked.filter((r) => r.distanceMiles !== null && r.distanceMiles <= radiusMiles);

    const { page, pageSize } = query;
    const totalPages = Math.max(1, Math.ceil(ranked.length / pageSize));
    const slice = ranked.slice((page - 1) * pageSize, page * pageSize);
    const cards = slice.map(({ attorney, distanceMiles: miles }) =>
      attorneyJson(attorney.row, {
        distanceMiles: miles === null ? null : roundMiles(miles),
        contact: options.contact,
      }),
    );
    const where = origin
      ? JSON.stringify({ zip: origin.zip, city: origin.city, state: origin.state })
      : 'null';
    return `{"attorneys":[${cards.join(',')}],"total":${ranked.length},"page":${page},"pageSize":${pageSize},"totalPages":${totalPages},"origin":${where}}`;
  }

  private origin(zip: string, field: string): ZipPlace {
    const place = lookupZip(zip);
    if (!place)
      throw fieldError(field, InputErrorCode.ZipNotFound, `${field}: We could not find the ZIP code ${zip}`, {
        zip,
      });
    return place;
  }
}
