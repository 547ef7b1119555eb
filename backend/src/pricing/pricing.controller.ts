import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../identity/index';
import { PRICE_CATALOG, type PriceCatalog } from './price-catalog';

@ApiTags('pricing')
@Public()
@Controller('pricing')
export class PricingController {
  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ description: 'The price catalog; amounts in US cents.' })
  catalog(): PriceCatalog {
    return PRICE_CATALOG;
  }
}
