import type { EntityManager } from 'typeorm';
import { ERASED_VALUE, wordKeys, type Keyring, type SealedValues } from './sealed-values';

/** A sealed column holds text, or any JSON value (`erased` is what it reads as once its subject's key is gone). */
export type SealedColumn = 'text' | { json: true; erased: unknown };

export interface ColumnPolicySpec<Row> {
  /** The table (or a projection's view): with the column, it names each value in its ciphertext. */
  table: string;
  /** The data subject of a row: whose key seals its personal columns (from plain columns, e.g. `user_id`). */
  subject: (row: Row) => string | null | undefined;
  /** Personal columns, stored as `bytea` (see sealed-values.ts). */
  sealed?: Readonly<Record<string, SealedColumn>>;
  /**
   * Keyed hashes (`bytea`) for exact lookups of a sealed value: column → the column (or the part of the row) it
   * hashes, an email.
   */
  hashed?: Readonly<Record<string, { of: string | ((row: Row) => unknown) }>>;
  /**
   * Keyed hashes of the words of a sealed text (`text`, see `wordKeys`; GIN-indexed as an array): a staff search
   * finds whole words of it (column → the column whose words it hashes).
   */
  words?: Readonly<Record<string, { of: string }>>;
  /** Text, JSON and bytea columns that stay readable (ids, statuses, codes, dates, amounts): docs/adr/127 says why. */
  plain: readonly string[];
}

export type ColumnClass = 'plain' | 'sealed' | 'keyed hash';

/**
 * Which columns of a table hold personal data and how (docs/adr/127): sealed under the row's data subject's key,
 * a keyed hash for lookups, or plain. A projection declares one (`ProjectionDefinition.columns`);
 * `privacy/projection-privacy.unit.spec.ts` fails for a text, JSON or bytea column of a read table naming a person that it does not classify.
 *
 * Writers `seal` rows before storing them; readers `open` what they selected (the subject's columns included). A
 * subject already erased is written as erased, so a batch that read plaintext just before an erasure cannot store
 * it after.
 */
export class ColumnPolicy<Row extends object = Record<string, unknown>> {
  readonly table: string;
  readonly sealed: Readonly<Record<string, SealedColumn>>;
  readonly hashed: Readonly<Record<string, { of: string | ((row: Row) => unknown) }>>;
  readonly words: Readonly<Record<string, { of: string }>>;
  readonly plain: readonly string[];
  private readonly sealedNames: string[];
  private readonly hashedNames: string[];

  constructor(private readonly spec: ColumnPolicySpec<Row>) {
    this.table = spec.table;
    this.sealed = spec.sealed ?? {};
    this.hashed = spec.hashed ?? {};
    this.words = spec.words ?? {};
    this.plain = spec.plain;
    this.sealedNames = Object.keys(this.sealed);
    this.hashedNames = Object.keys(this.hashed);
    const all = [...this.sealedNames, ...this.hashedNames, ...Object.keys(this.words), ...this.plain];
    const twice = all.filter((c, i) => all.indexOf(c) !== i);
    if (twice.length > 0) throw new Error(`${spec.table}: columns classified twice: ${twice.join(', ')}`);
  }

  /** Every classified column with its class (the classification test and docs/adr/127 read it). */
  classes(): Map<string, ColumnClass> {
    return new Map<string, ColumnClass>([
      ...this.sealedNames.map((c) => [c, 'sealed'] as const),
      ...this.hashedNames.map((c) => [c, 'keyed hash'] as const),
      ...Object.keys(this.words).map((c) => [c, 'keyed hash'] as const),
      ...this.plain.map((c) => [c, 'plain'] as const),
    ]);
  }

  /** The label a value is sealed under: `table.column`. */
  label(column: string): string {
    return `${this.table}.${column}`;
  }

  subjectOf(row: Row): string | null {
    const subject = this.spec.subject(row);
    if (subject === undefined)
      throw new Error(`${this.table}: the row's data subject is unknown (select its columns)`);
    return subject;
  }

  /** Copies of `rows` with their personal columns sealed and their keyed hashes computed, ready to store. */
  async seal(
    values: SealedValues,
    rows: readonly Row[],
    tx?: EntityManager,
  ): Promise<Record<string, unknown>[]> {
    if (rows.length === 0) return [];
    const ring = await values.keyring(
      rows.map((r) => this.subjectOf(r)),
      { forSealing: true, tx },
    );
    return rows.map((row) => this.sealRow(ring, values, row));
  }

  /** `row` sealed with an already loaded keyring (several tables written in one batch share one). */
  sealRow(ring: Keyring, values: SealedValues, row: Row): Record<string, unknown> {
    const subject = this.subjectOf(row);
    const source = row as Record<string, unknown>;
    const out: Record<string, unknown> = { ...source };
    for (const column of this.sealedNames) {
      const value = source[column];
      if (value === null || value === undefined) {
        out[column] = null;
        continue;
      }
      const text =
        this.sealed[column] === 'text' && typeof value === 'string' ? value : JSON.stringify(value);
      out[column] = ring.seal(subject, this.label(column), text);
    }
    for (const column of this.hashedNames) {
      const of = this.hashed[column]!.of;
      const value = typeof of === 'string' ? source[of] : of(row);
      out[column] =
        typeof value !== 'string' || (subject !== null && ring.erased(subject))
          ? null
          : values.lookupHash('email', value);
    }
    for (const [column, { of }] of Object.entries(this.words)) {
      const value = source[of];
      out[column] =
        typeof value !== 'string' || (subject !== null && ring.erased(subject))
          ? null
          : wordKeys(values, value).join(' ');
    }
    return out;
  }

  /**
   * Opens the sealed columns of stored rows in place (those selected; others are left alone) and returns them:
   * text as text, JSON parsed, an erased subject's values as "[erased]" (or the column's `erased` value).
   */
  async open<T extends object = Row>(values: SealedValues, rows: T[], tx?: EntityManager): Promise<T[]> {
    if (rows.length === 0) return rows;
    const subjects: (string | null)[] = [];
    for (const row of rows) if (this.hasSealed(row)) subjects.push(this.subjectOf(row as unknown as Row));
    if (subjects.length === 0) return rows;
    const ring = await values.keyring(subjects, { tx });
    for (const row of rows) this.openRow(ring, row);
    return rows;
  }

  /** `row` opened in place with an already loaded keyring. */
  openRow<T extends object>(ring: Keyring, row: T): T {
    if (!this.hasSealed(row)) return row;
    const subject = this.subjectOf(row as unknown as Row);
    const target = row as Record<string, unknown>;
    for (const column of this.sealedNames) {
      const stored = target[column];
      if (!Buffer.isBuffer(stored)) continue;
      const text = ring.open(subject, this.label(column), stored);
      const kind = this.sealed[column]!;
      if (kind === 'text') target[column] = text ?? ERASED_VALUE;
      else target[column] = text === undefined ? structuredClone(kind.erased) : JSON.parse(text);
    }
    return row;
  }

  private hasSealed(row: object): boolean {
    const target = row as Record<string, unknown>;
    return this.sealedNames.some((c) => Buffer.isBuffer(target[c]));
  }
}

/** Declares a table's columns (see {@link ColumnPolicy}). */
export const columnPolicy = <Row extends object>(spec: ColumnPolicySpec<Row>) => new ColumnPolicy<Row>(spec);

/** A table with no personal column: every text column named as plain. */
export const plainColumns = (table: string, plain: readonly string[]) =>
  new ColumnPolicy<Record<string, unknown>>({ table, subject: () => null, plain });
