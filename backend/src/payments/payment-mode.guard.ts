import {
  CanActivate,
  ExecutionContext,
  Injectable,
  NotFoundException,
  mixin,
  type Type,
} from '@nestjs/common';
import type { Request } from 'express';
import { PaymentGateway, type PaymentMode } from './payment-gateway';

/**
 * Mounts a route only in one payment mode: in the other it answers exactly as an unknown route does (404
 * "Cannot POST …"), before the body is validated. The sandbox confirmation exists only without Stripe keys, the
 * Stripe webhook only with them.
 */
export function OnlyInPaymentMode(mode: PaymentMode): Type<CanActivate> {
  @Injectable()
  class PaymentModeGuard implements CanActivate {
    constructor(private readonly gateway: PaymentGateway) {}

    canActivate(context: ExecutionContext): boolean {
      if (this.gateway.mode === mode) return true;
      const request = context.switchToHttp().getRequest<Request>();
      throw new NotFoundException(`Cannot ${request.method} ${request.originalUrl}`);
    }
  }
  return mixin(PaymentModeGuard);
}
