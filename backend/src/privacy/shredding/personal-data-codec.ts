import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventPrivacy, OutgoingEvent } from '../../event-store/event-privacy';
import type { SealedValues } from '../../event-store/sealed-values';
import type { RecordedEvent } from '../../event-store/event-store';
import { expandPattern, getPath, setPathsInPlace, withPaths } from './field-paths';
import { ERASED_KEY, type SubjectKey } from './key-cache';
import { PersonalDataRegistry } from './personal-data.registry';
import { SubjectSealedValues } from './subject-sealed-values';
import type { SubjectKeys } from './subject-keys';

/** What a personal string reads as once its subject's key is gone. */
export const ERASED = '[erased]';
/** What a personal string is stored as: its value is in the envelope's ciphertext. */
export const SEALED = '[encrypted]';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * `metadata.pii` of a sealed event, with one-letter keys because every sealed event carries it: `s` the data
 * subject (whose key), `p` the concrete paths of the sealed strings, `c` one AES-256-GCM ciphertext of their values
 * (a JSON array in path order) as base64(iv ‖ tag ‖ ciphertext), the event id as associated data.
 */
export interface SealedEnvelope {
  s: string;
  p: string[];
  c: string;
}

export function envelopeOf(metadata: Record<string, unknown>): SealedEnvelope | undefined {
  const pii = metadata.pii as SealedEnvelope | undefined;
  return pii && typeof pii.s === 'string' && Array.isArray(pii.p) && typeof pii.c === 'string'
    ? pii
    : undefined;
}

/**
 * Random 96-bit IVs, drawn from the CSPRNG 4,096 at a time (one call per IV cost more than the encryption). Each
 * slice is handed out once; GCM needs an IV never reused under one key, and 96 random bits make that certain.
 */
let ivPool = Buffer.alloc(0);
let ivOffset = 0;
function nextIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_BYTES * 4_096);
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + IV_BYTES);
  ivOffset += IV_BYTES;
  return iv;
}

/**
 * The {@link EventPrivacy} of the product: seals each event's personal fields (per the registry) under its data
 * subject's key on append, opens them on read. An event type missing from the registry is stored as it is, with a
 * warning (the registry test fails for it long before production).
 */
export class PersonalDataCodec implements EventPrivacy {
  private readonly warned = new Set<string>();

  /** The same subject keys for personal values outside the log (docs/adr/127). */
  readonly values: SealedValues;

  constructor(
    readonly keys: SubjectKeys,
    readonly registry = new PersonalDataRegistry(),
    private readonly warn: (message: string) => void = () => undefined,
  ) {
    this.values = new SubjectSealedValues(keys);
  }

  /** The subject-key cache's epoch: every erasure (here, or heard from another process) moves it. */
  get erasureEpoch(): number | null {
    const cache = this.keys.cache;
    return cache.live ? cache.epoch : null;
  }

  async seal(streamId: string, events: OutgoingEvent[], tx?: EntityManager): Promise<OutgoingEvent[]> {
    let owner: string | null | undefined;
    let ownerToRecord: string | undefined;
    const out: OutgoingEvent[] = [];
    for (const event of events) {
      const rule = this.registry.rule(event.type);
      if (!rule) {
        this.warnUnclassified(event.type);
        out.push(event);
        continue;
      }
      const idAt = (path: string | undefined) => {
        const value = path === undefined ? undefined : getPath(event.data, path);
        return typeof value === 'string' && value !== '' ? value : null;
      };
      let subjectId: string | null | undefined;
      if (rule.subject?.from === 'data') {
        subjectId = idAt(rule.subject.path) ?? idAt(rule.subject.orElse);
        if (rule.subject.ownsStream && subjectId) owner = ownerToRecord = subjectId;
      }
      const streamOwner = idAt(rule.streamOwner);
      if (streamOwner) owner = ownerToRecord = streamOwner;
      const paths = this.registry
        .fields(rule, event.schemaVersion)
        .flatMap((p) => expandPattern(event.data, p));
      if (paths.length === 0) {
        out.push(event);
        continue;
      }
      if (rule.subject?.from === 'stream') {
        if (owner === undefined) owner = await this.keys.streamOwner(streamId, tx);
        subjectId = owner;
      }
      if (!subjectId)
        throw new Error(
          `Cannot store ${event.type} in ${streamId}: the data subject of its personal fields is unknown`,
        );
      out.push(sealEvent(event, subjectId, paths, await this.keys.keyForSealing(subjectId, tx)));
    }
    if (ownerToRecord) await this.keys.recordStreamOwner(streamId, ownerToRecord, tx);
    return out;
  }

  async open(events: RecordedEvent[], tx?: EntityManager): Promise<RecordedEvent[]> {
    let subjects: Set<string> | undefined;
    for (const event of events) {
      const envelope = envelopeOf(event.metadata);
      if (envelope) (subjects ??= new Set()).add(envelope.s);
    }
    if (!subjects) return events;
    const keys = await this.keys.keysFor([...subjects], tx);
    for (const event of events) {
      const envelope = envelopeOf(event.metadata);
      if (!envelope) continue;
      const values = openEnvelope(event.eventId, envelope, keys.get(envelope.s) ?? ERASED_KEY);
      setPathsInPlace(
        event.data,
        envelope.p.map((path, i) => [path, values ? values[i] : ERASED] as const),
      );
      const { pii: _sealed, ...metadata } = event.metadata;
      event.metadata = metadata;
      const rule = this.registry.rule(event.type);
      const subject = rule?.subject;
      if (
        !rule?.streamOwner &&
        (subject?.from === 'stream' || (subject?.from === 'data' && subject.ownsStream))
      )
        this.keys.rememberStreamOwner(event.streamId, envelope.s);
    }
    return events;
  }

  private warnUnclassified(type: string): void {
    if (this.warned.has(type)) return;
    this.warned.add(type);
    this.warn(
      `Event type ${type} is not in the personal-data registry (backend/src/privacy/shredding/personal-data.registry.ts): ` +
        'stored unencrypted. Classify it.',
    );
  }
}

/** The event with its personal strings moved into an envelope (or written as "[erased]" for an erased subject). */
export function sealEvent(
  event: OutgoingEvent,
  subjectId: string,
  paths: string[],
  key: SubjectKey,
): OutgoingEvent {
  if ('erased' in key)
    return {
      ...event,
      data: withPaths(
        event.data,
        paths.map((p) => [p, ERASED] as const),
      ),
    };
  const values = paths.map((p) => getPath(event.data, p));
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(event.eventId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  const envelope: SealedEnvelope = {
    s: subjectId,
    p: paths,
    c: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'),
  };
  return {
    ...event,
    data: withPaths(
      event.data,
      paths.map((p) => [p, SEALED] as const),
    ),
    metadata: { ...event.metadata, pii: envelope },
  };
}

/** The sealed values, or null when the key is gone. A ciphertext that does not authenticate is an error. */
function openEnvelope(eventId: string, envelope: SealedEnvelope, key: SubjectKey): unknown[] | null {
  if ('erased' in key) return null;
  const raw = Buffer.from(envelope.c, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(eventId, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as unknown[];
  } catch {
    throw new Error(
      `The personal data of event ${eventId} does not decrypt: the row was altered (run npm run audit:verify)`,
    );
  }
}
