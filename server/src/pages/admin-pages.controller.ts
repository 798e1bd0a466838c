import { Body, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import { ApiZodBody, ZodBodyPipe } from '../common/zod-body.pipe.js';
import { pageSchema } from '../contracts/admin-rules.js';
import type { PageInput } from '../contracts/admin.js';
import { AdminPagesService } from './admin-pages.service.js';

const pageId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Page not found') });
const previewSchema = z.object({ content: pageSchema.shape.content }).strict();

/** SPEC §6: pages are created and edited; there is deliberately no DELETE route. */
@ApiTags('admin')
@AdminController('pages')
export class AdminPagesController {
  constructor(private readonly pages: AdminPagesService) {}

  @Get()
  @ApiOkResponse({ description: 'Every page, published or not, by title' })
  list() {
    return this.pages.list();
  }

  @Post()
  @ApiOkResponse({ description: "A new unpublished page 'New Page' with the first free new-page slug" })
  create(@CurrentUser() user: UserProfile) {
    return this.pages.create(user);
  }

  @Put(':id')
  @ApiZodBody(pageSchema)
  @ApiConflictResponse({ description: 'Another page already uses this slug' })
  update(
    @CurrentUser() user: UserProfile,
    @Param('id', pageId) id: string,
    @Body(new ZodBodyPipe(pageSchema)) body: PageInput,
  ) {
    return this.pages.update(user, id, body);
  }

  @Post('preview')
  @ApiZodBody(previewSchema)
  @HttpCode(200)
  @ApiOkResponse({ description: 'The content as visitors would get it (sanitised); nothing is stored' })
  preview(@Body(new ZodBodyPipe(previewSchema)) body: { content: string }) {
    return this.pages.preview(body.content);
  }
}
