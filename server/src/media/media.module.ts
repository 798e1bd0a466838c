import { Inject, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdminPhotosController } from './admin-photos.controller.js';
import { LocalMediaStorage } from './local-media-storage.js';
import { MediaController } from './media.controller.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.port.js';
import { PhotoRow } from './photo.entity.js';
import { PhotoProcessor } from './photo-processor.js';
import { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';
import { S3MediaStorage } from './s3-media-storage.js';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * Photos: upload pipeline, storage (DATA_DIR/media or S3) and serving. Processes that run jobs
 * also clean orphaned photos hourly (the delete takes rows with SKIP LOCKED, so several
 * processes never fight over one).
 */
@Module({
  imports: [TypeOrmModule.forFeature([PhotoRow])],
  controllers: [AdminPhotosController, MediaController],
  providers: [
    PhotosRepository,
    PhotoProcessor,
    PhotosService,
    {
      provide: MEDIA_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MediaStorage =>
        config.media.s3 ? new S3MediaStorage(config.media.s3) : new LocalMediaStorage(config.media.localDir),
    },
  ],
  exports: [PhotosService],
})
export class MediaModule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MediaModule.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly photos: PhotosService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobs.runWorkers) return;
    this.timer = setInterval(() => void this.clean(), CLEANUP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async clean(): Promise<void> {
    try {
      await this.photos.cleanOrphans();
    } catch (error) {
      this.logger.warn(`Photo cleanup failed, will try again: ${(error as Error).message}`);
    }
  }
}
