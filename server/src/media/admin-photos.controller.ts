import {
  Body,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminController, CurrentUser, type UserProfile } from '../auth/index.js';
import { ApiZodBody, ZodBodyPipe } from '../common/zod-body.pipe.js';
import { photoDetailsSchema } from '../contracts/admin-rules.js';
import type { Photo, PhotoDetails } from '../contracts/photos.js';
import { PhotoBodyInterceptor } from './photo-body.interceptor.js';
import { PhotosService } from './photos.service.js';

const photoId = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Photo not found') });
const details = new ZodBodyPipe(photoDetailsSchema);

/**
 * Uploads for the admin editors. The body is the image file itself (raw bytes, up to 15 MB, read
 * by PhotoBodyInterceptor only once the guard has let an admin through) and the alt text and
 * credit travel in the query, so no multipart parser is needed; the type is decided from the
 * bytes, never from a name or header.
 */
@ApiTags('admin')
@AdminController('photos')
export class AdminPhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(PhotoBodyInterceptor)
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp', 'image/avif')
  @ApiCreatedResponse({ description: 'Stored in every size; attach it by saving its id on a location, movie or slide' })
  upload(
    @CurrentUser() user: UserProfile,
    @Query(details) query: PhotoDetails,
    @Req() request: Request,
  ): Promise<Photo> {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return this.photos.upload(bytes, query, user.id);
  }

  @Patch(':id')
  @ApiZodBody(photoDetailsSchema)
  @ApiOkResponse({ description: 'The photo with its new alt text and credit' })
  update(@Param('id', photoId) id: string, @Body(details) body: PhotoDetails): Promise<Photo> {
    return this.photos.updateDetails(id, body);
  }
}
