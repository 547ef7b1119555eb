import { Global, Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** The reads of one data export, all in one snapshot (privacy's ExportTransaction). */
export interface ExportReader {
  readonly manager: EntityManager;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[], batch?: number): AsyncIterable<T>;
}

/** Where an export section is written, while it is read (privacy's JSON stream writer). */
export interface ExportWriter {
  field(name: string, value: unknown): Promise<void>;
  openField(name: string, kind: 'object' | 'array'): Promise<void>;
  openItem(kind: 'object' | 'array'): Promise<void>;
  item(value: unknown): Promise<void>;
  end(): Promise<void>;
}

/** The account whose data is exported or forgotten. */
export interface PersonalDataAccount {
  id: string;
  role: string;
  email: string;
}

/** One section of the export, for the account `{ id, email }` (its email as the export's snapshot reads it). */
export type ExportSection = (
  account: { id: string; email: string },
  tx: ExportReader,
  out: ExportWriter,
) => Promise<void>;

/**
 * A context's share of one person's data outside the event log (docs/adr/153): the tables with a user column it
 * owns, the sections it adds to the account's data export, and how it forgets them when the account is deleted.
 * Privacy orchestrates (export and deletion) and knows none of these tables; a table with a user column that no
 * holder names fails the coverage test (privacy/data-export/data-export.int.spec.ts).
 */
export interface PersonalDataHolder {
  readonly name: string;
  /** The tables with a user column this holder answers for. */
  readonly tables: readonly string[];
  /** Named top-level sections of the export, written from the export's snapshot. */
  readonly exportSections?: Readonly<Record<string, ExportSection>>;
  /** Before the person's key is erased: end what still runs (a plan, the provider's customer). */
  beforeErasure?(account: PersonalDataAccount): Promise<void>;
  /** After erasure, all holders in one transaction: delete what it holds. */
  forget?(account: PersonalDataAccount, tx: EntityManager): Promise<void>;
  /** Forgotten after every other holder (the account row, whose deletion cascades). */
  readonly forgetLast?: boolean;
}

/** Every registered holder; each context registers its own once, at module init. */
@Injectable()
export class PersonalDataHolders {
  private readonly holders: PersonalDataHolder[] = [];

  register(holder: PersonalDataHolder): void {
    if (this.holders.some((h) => h.name === holder.name))
      throw new Error(`${holder.name} is already registered`);
    this.holders.push(holder);
  }

  get all(): readonly PersonalDataHolder[] {
    return this.holders;
  }

  /** The export section of that name, from whichever holder writes it. */
  section(name: string): ExportSection | undefined {
    return this.holders.find((h) => h.exportSections?.[name])?.exportSections?.[name];
  }

  /** The order of deletion: every holder, the `forgetLast` ones at the end. */
  get forgetOrder(): readonly PersonalDataHolder[] {
    return [...this.holders.filter((h) => !h.forgetLast), ...this.holders.filter((h) => h.forgetLast)];
  }
}

/** Global, so every context can register its holder without importing privacy. */
@Global()
@Module({ providers: [PersonalDataHolders], exports: [PersonalDataHolders] })
export class PersonalDataModule {}
