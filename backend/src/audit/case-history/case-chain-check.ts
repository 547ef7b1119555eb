import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { anchorKey } from '../../event-store/audit-anchor-settings';
import {
  anchorCheckOf,
  latestAnchorId,
  tableAnchor,
  type AnchorCheck,
} from '../../event-store/postgres/chain-anchor';
import { verifyStreamChain } from '../../event-store/postgres/verify-chain';

/** Whether a case's history can be trusted: its chain recomputed, and through the latest anchor's head. */
export interface ChainIntegrity {
  verified: boolean;
  /** Why not (the broken link, or a forged anchor); null when it verifies. */
  reason: string | null;
  /** When the anchor it was checked against was made; null before the first anchor. */
  anchoredAt: string | null;
}

/**
 * The auditor's per-case check (docs/adr/155): recomputes the case stream's chain and compares it with the latest
 * anchor in es.audit_anchors, authenticated with AUDIT_ANCHOR_KEY (a row written without the key is "forged").
 */
@Injectable()
export class CaseChainCheck {
  /** The latest anchor, by its row id (a new one is written daily; reloaded only when the id moves). */
  private cached: { id: string; anchor: AnchorCheck | 'forged' | null } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(streamId: string): Promise<ChainIntegrity> {
    const anchor = await this.anchor();
    if (anchor === 'forged')
      return { verified: false, reason: 'the latest audit anchor does not authenticate', anchoredAt: null };
    const reason = await verifyStreamChain(this.dataSource, streamId, anchor?.heads.get(streamId));
    return { verified: reason === null, reason, anchoredAt: anchor?.at ?? null };
  }

  private async anchor(): Promise<AnchorCheck | 'forged' | null> {
    const id = await latestAnchorId(this.dataSource);
    if (id === null) return null;
    if (this.cached?.id === id) return this.cached.anchor;
    const latest = await tableAnchor(this.dataSource, id, anchorKey(this.config));
    const anchor = latest === null || latest === 'forged' ? latest : anchorCheckOf(latest);
    this.cached = { id, anchor };
    return anchor;
  }
}
