import { Body, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import { ApiZodBody, ZodBodyPipe } from '../common/zod-body.pipe.js';
import { locationCheckQuerySchema, locationListQuerySchema, locationSchema } from '../contracts/admin-catalog-rules.js';
import { LocationsAdminService } from './locations-admin.service.js';

const locationId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Location not found') });

@ApiTags('admin')
@AdminController('locations')
export class LocationsAdminController {
  constructor(private readonly locations: LocationsAdminService) {}

  @Get()
  @ApiOkResponse({ description: '25 locations a page by name: { items, total, page, pageSize, countries }' })
  list(@Query(new ZodBodyPipe(locationListQuerySchema)) query: z.output<typeof locationListQuerySchema>) {
    return this.locations.list(query);
  }

  // Declared before ':id' so "check" is not read as an id.
  @Get('check')
  @ApiOkResponse({
    description: 'Warnings about a point: outside the stated country, within 50 m of the same movie’s location',
  })
  check(@Query(new ZodBodyPipe(locationCheckQuerySchema)) query: z.output<typeof locationCheckQuerySchema>) {
    return this.locations.check(query);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'Every field of the location with its movie and review count' })
  get(@Param('id', locationId) id: string) {
    return this.locations.get(id);
  }

  @Post()
  @ApiZodBody(locationSchema)
  @ApiConflictResponse({ description: 'This slug is already used by another location' })
  create(
    @CurrentUser() user: UserProfile,
    @Body(new ZodBodyPipe(locationSchema)) body: z.output<typeof locationSchema>,
  ) {
    return this.locations.create(user, body);
  }

  @Put(':id')
  @ApiZodBody(locationSchema)
  @ApiConflictResponse({ description: 'This slug is already used by another location' })
  update(
    @CurrentUser() user: UserProfile,
    @Param('id', locationId) id: string,
    @Body(new ZodBodyPipe(locationSchema)) body: z.output<typeof locationSchema>,
  ) {
    return this.locations.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its reviews' })
  delete(@CurrentUser() user: UserProfile, @Param('id', locationId) id: string) {
    return this.locations.delete(user, id);
  }
}
