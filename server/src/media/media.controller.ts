import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/index.js';
import { MEDIA_KEY } from './media-storage.port.js';
import { PhotosService } from './photos.service.js';

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/** Photo files, from whichever storage holds them. A photo's files never change: cached for a year. */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(private readonly photos: PhotosService) {}

  @Get('photos/:id/:file')
  @Public()
  @ApiOkResponse({ description: 'An image file (WebP or AVIF), immutable' })
  async photoFile(@Param('id') id: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    const key = `photos/${id}/${file}`;
    if (!MEDIA_KEY.test(key)) throw new NotFoundException('No such file');
    const bytes = await this.photos.readFile(key);
    if (!bytes) throw new NotFoundException('No such file');
    res
      .set({
        'Content-Type': CONTENT_TYPES[file.endsWith('.avif') ? 'avif' : 'webp'],
        'Cache-Control': 'public, max-age=31536000, immutable',
        // Served from our own origin into <img>: nothing here may be sniffed into something else.
        'X-Content-Type-Options': 'nosniff',
      })
      .send(bytes);
  }
}
