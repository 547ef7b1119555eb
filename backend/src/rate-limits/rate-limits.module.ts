import { Module, type OnModuleInit } from '@nestjs/common';
import { PersonalDataHolders } from '../common/personal-data-holder';
import { rateLimitsPersonalData } from './personal-data.holder';

/** Registers the per-account counters as personal data (exported, and forgotten with the account). */
@Module({})
export class RateLimitsModule implements OnModuleInit {
  constructor(private readonly holders: PersonalDataHolders) {}

  onModuleInit(): void {
    this.holders.register(rateLimitsPersonalData);
  }
}
