import { Body, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import { ApiZodBody, ZodBodyPipe } from '../common/zod-body.pipe.js';
import { movieListQuerySchema, movieSchema } from '../contracts/admin-catalog-rules.js';
import { MoviesAdminService } from './movies-admin.service.js';

const movieId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Movie not found') });

@ApiTags('admin')
@AdminController('movies')
export class MoviesAdminController {
  constructor(private readonly movies: MoviesAdminService) {}

  @Get()
  @ApiOkResponse({
    description: '25 movies a page: { items, total, page, pageSize }; q searches title, director and year',
  })
  list(@Query(new ZodBodyPipe(movieListQuerySchema)) query: z.output<typeof movieListQuerySchema>) {
    return this.movies.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'Every field of the movie, its locations and its review count' })
  get(@Param('id', movieId) id: string) {
    return this.movies.get(id);
  }

  @Post()
  @ApiZodBody(movieSchema)
  @ApiConflictResponse({ description: 'This slug is already used by another movie' })
  create(@CurrentUser() user: UserProfile, @Body(new ZodBodyPipe(movieSchema)) body: z.output<typeof movieSchema>) {
    return this.movies.create(user, body);
  }

  @Put(':id')
  @ApiZodBody(movieSchema)
  @ApiConflictResponse({ description: 'This slug is already used by another movie' })
  update(
    @CurrentUser() user: UserProfile,
    @Param('id', movieId) id: string,
    @Body(new ZodBodyPipe(movieSchema)) body: z.output<typeof movieSchema>,
  ) {
    return this.movies.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its locations and their reviews' })
  delete(@CurrentUser() user: UserProfile, @Param('id', movieId) id: string) {
    return this.movies.delete(user, id);
  }
}
