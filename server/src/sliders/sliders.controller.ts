import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SlidersService } from './sliders.service.js';
import { CachedPublicRead } from '../read-cache/index.js';
import { Public } from '../auth/index.js';

const SLIDER_CODE = /^[a-z0-9_-]{1,64}$/;

@ApiTags('sliders')
// Read-only: anyone may read it (SPEC §6).
@Public()
@Controller('sliders')
export class SlidersController {
  constructor(private readonly sliders: SlidersService) {}

  @Get(':code')
  @CachedPublicRead()
  @ApiOkResponse({ description: 'The slider with its active slides sorted by order' })
  @ApiNotFoundResponse({ description: 'No slider has this code' })
  getByCode(@Param('code') code: string) {
    if (!SLIDER_CODE.test(code)) throw new NotFoundException('Slider not found');
    return this.sliders.getActiveByCode(code);
  }
}
