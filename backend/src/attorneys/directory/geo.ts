import type { ZipCode } from 'zipcodes';

/** A point on the Earth, in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine), as the crow flies between two ZIP centroids. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box that holds every point within `miles` of `center`: a cheap index-friendly prefilter
 * before the exact distance. Near the poles (or for huge radii) the longitude span is the whole circle.
 */
export function boundingBox(center: LatLng, miles: number): BoundingBox {
  const latDelta = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cos = Math.cos(toRadians(center.latitude));
  const lngDelta = cos < 1e-6 ? 180 : Math.min(180, latDelta / cos);
  return {
    minLatitude: center.latitude - latDelta,
    maxLatitude: center.latitude + latDelta,
    minLongitude: center.longitude - lngDelta,
    maxLongitude: center.longitude + lngDelta,
  };
}

/** One decimal, as the cards show it ("3.4 mi"). */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

type ZipModule = typeof import('zipcodes');
let zipModule: ZipModule | undefined;

/**
 * The offline US ZIP table (the `zipcodes` package: ~42,000 ZIPs with city, state and centroid). Loaded on first
 * use, not at start: it is 5 MB of JavaScript that only searches with a ZIP and the sample directory need.
 */
export function zipTable(): ZipModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  zipModule ??= require('zipcodes') as ZipModule;
  return zipModule;
}

export interface ZipPlace extends LatLng {
  zip: string;
  city: string;
  state: string;
}

/** The centroid of a 5-digit US ZIP, or null when the table does not know it. */
export function lookupZip(zip: string): ZipPlace | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const found: ZipCode | undefined = zipTable().lookup(zip);
  if (!found || found.country !== 'US') return null;
  return {
    zip: found.zip,
    city: found.city,
    state: found.state,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}
