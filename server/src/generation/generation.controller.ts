import { Body, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, UseFilters } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import { ApiZodBody, ZodBodyPipe } from '../common/zod-body.pipe.js';
import type { GenerationInput, SaveGenerationInput } from '../contracts/generation.js';
import { generationInputSchema, saveGenerationSchema } from '../contracts/generation-rules.js';
import { GenerationLimitFilter } from './generation-limit.exception.js';
import { GenerationService } from './generation.service.js';

const generationId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Generation not found') });

@ApiTags('admin')
@AdminController('generations')
export class GenerationController {
  constructor(private readonly generations: GenerationService) {}

  @Get('config')
  @ApiOkResponse({
    description:
      "Whether generation is configured (an API key is set), the model (never the key), the admin's rate and what is left of today's token budget",
  })
  config() {
    return this.generations.generatorConfig();
  }

  @Get()
  @ApiOkResponse({ description: 'The 20 most recent generations, newest first' })
  recent() {
    return this.generations.recent();
  }

  @Post()
  @HttpCode(202)
  @UseFilters(GenerationLimitFilter)
  @ApiZodBody(generationInputSchema)
  @ApiAcceptedResponse({
    description: 'The queued generation (or the queued/running one of the same input); poll GET /{id}',
  })
  @ApiTooManyRequestsResponse({
    description: "Over the admin's generations a minute or today's token budget: nothing queued (Retry-After)",
  })
  request(@CurrentUser() user: UserProfile, @Body(new ZodBodyPipe(generationInputSchema)) body: GenerationInput) {
    return this.generations.request(body, user);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One generation: status, step, usage, error, and the checked draft once ready' })
  get(@Param('id', generationId) id: string) {
    return this.generations.get(id);
  }

  @Post(':id/save')
  @ApiZodBody(saveGenerationSchema)
  @ApiOkResponse({ description: 'Saves the edited draft in one transaction (or adds its places to target_movie_id)' })
  save(
    @CurrentUser() user: UserProfile,
    @Param('id', generationId) id: string,
    @Body(new ZodBodyPipe(saveGenerationSchema)) body: SaveGenerationInput,
  ) {
    return this.generations.save(id, body, user);
  }
}
