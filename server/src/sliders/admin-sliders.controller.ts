import { Body, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import { ApiZodBody, ZodBodyPipe } from '../common/zod-body.pipe.js';
import { newSlideSchema, slideOrderSchema, slideSchema } from '../contracts/admin-rules.js';
import type { NewSlideInput, SlideInput, SlideOrderInput } from '../contracts/admin.js';
import { AdminSlidersService } from './admin-sliders.service.js';

const sliderId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Slider not found') });
const slideId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Slide not found') });

@ApiTags('admin')
@AdminController()
export class AdminSlidersController {
  constructor(private readonly sliders: AdminSlidersService) {}

  @Get('sliders')
  @ApiOkResponse({ description: 'Every slider, by name' })
  list() {
    return this.sliders.listSliders();
  }

  @Get('sliders/:id/slides')
  @ApiOkResponse({ description: "A slider's slides (active or not), by order" })
  slides(@Param('id', sliderId) id: string) {
    return this.sliders.listSlides(id);
  }

  @Post('sliders/:id/slides')
  @ApiZodBody(newSlideSchema)
  add(
    @CurrentUser() user: UserProfile,
    @Param('id', sliderId) id: string,
    @Body(new ZodBodyPipe(newSlideSchema)) body: NewSlideInput,
  ) {
    return this.sliders.addSlide(user, id, body);
  }

  @Put('slides/:id')
  @ApiZodBody(slideSchema)
  update(
    @CurrentUser() user: UserProfile,
    @Param('id', slideId) id: string,
    @Body(new ZodBodyPipe(slideSchema)) body: SlideInput,
  ) {
    return this.sliders.updateSlide(user, id, body);
  }

  @Patch('slides/:id/order')
  @ApiZodBody(slideOrderSchema)
  order(
    @CurrentUser() user: UserProfile,
    @Param('id', slideId) id: string,
    @Body(new ZodBodyPipe(slideOrderSchema)) body: SlideOrderInput,
  ) {
    return this.sliders.setOrder(user, id, body.order);
  }

  @Delete('slides/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserProfile, @Param('id', slideId) id: string) {
    return this.sliders.deleteSlide(user, id);
  }
}
