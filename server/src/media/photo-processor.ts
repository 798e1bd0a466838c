import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConcurrencyLimit } from '../common/concurrency-limit.js';
import type { ImageType } from './image-type.js';
import { processPhoto, UnreadableImageError, type PhotoFile, type ProcessedPhoto } from './photo-pipeline.js';

/**
 * One photo to decode and re-encode, as sent to the child process. The bytes go through a private
 * temporary folder, not the IPC channel: serializing 15 MB into the channel held the event loop
 * for ~45 ms, and reading the answer back for ~90 ms more; files are written and read off it.
 */
export interface PhotoJob {
  id: number;
  /** Holds `upload` (the original); the child writes each variant beside it as `0`, `1`, … */
  folder: string;
  type: ImageType;
  photoId: string;
}

/** A processed photo whose files' bytes wait in the job's folder, in the order listed. */
export type ProcessedInFolder = Omit<ProcessedPhoto, 'files'> & { files: Omit<PhotoFile, 'bytes'>[] };

export type PhotoJobAnswer =
  { id: number; photo: ProcessedInFolder } | { id: number; error: { message: string; unreadable: boolean } };

/**
 * Photos decoded and re-encoded at once. More only share the same cores and hold more decoded
 * images in memory (bench/upload.mjs measures it).
 */
const PHOTO_PROCESSING_SLOTS = 2;

/** The compiled child beside this file; absent when the TypeScript sources run directly (tests). */
const CHILD_ENTRY = fileURLToPath(new URL('./photo-processing.child.js', import.meta.url));

interface Pending {
  resolve: (photo: ProcessedInFolder) => void;
  reject: (error: Error) => void;
}

/**
 * Runs the photo pipeline in a child process of lower priority. sharp works off the event loop,
 * but on libuv's and libvips' threads of this process, which on a two-core machine took the CPU
 * the event loop needed: other requests waited up to 300 ms while a 15 MB photo was encoded. A
 * niced child leaves the web server its share. The child is started on the first photo, started
 * again after a crash, and does not keep an idle process (a CLI command) alive.
 */
@Injectable()
export class PhotoProcessor implements OnModuleDestroy {
  private readonly logger = new Logger(PhotoProcessor.name);
  private readonly slots = new ConcurrencyLimit(PHOTO_PROCESSING_SLOTS);
  private readonly pending = new Map<number, Pending>();
  private readonly inChild = existsSync(CHILD_ENTRY);
  private child?: ChildProcess;
  private nextId = 1;

  process(bytes: Buffer, type: ImageType, photoId: string): Promise<ProcessedPhoto> {
    return this.slots.run(() =>
      this.inChild ? this.inChildProcess(bytes, type, photoId) : processPhoto(bytes, type, photoId),
    );
  }

  onModuleDestroy(): void {
    this.child?.kill();
    this.child = undefined;
  }

  private async inChildProcess(bytes: Buffer, type: ImageType, photoId: string): Promise<ProcessedPhoto> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'reelatlas-photo-'));
    try {
      await writeFile(path.join(folder, 'upload'), bytes);
      const photo = await this.send({ id: this.nextId++, folder, type, photoId });
      const files = await Promise.all(
        photo.files.map(async (file, index) => ({ ...file, bytes: await readFile(path.join(folder, String(index))) })),
      );
      return { ...photo, files };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private send(job: PhotoJob): Promise<ProcessedInFolder> {
    const child = this.runningChild();
    return new Promise<ProcessedInFolder>((resolve, reject) => {
      this.pending.set(job.id, { resolve, reject });
      this.holdOpen(true);
      child.send(job, (error) => {
        if (error) this.settle(job.id, (p) => p.reject(error));
      });
    });
  }

  private runningChild(): ChildProcess {
    if (this.child?.connected) return this.child;
    const child = fork(CHILD_ENTRY, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (answer: PhotoJobAnswer) => this.answer(answer));
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      if (this.pending.size === 0) return;
      this.logger.error(`The photo process stopped (${signal ?? `exit code ${code}`}); its photos failed`);
      for (const id of [...this.pending.keys()])
        this.settle(id, (p) => p.reject(new Error('The photo could not be processed; try again')));
    });
    this.child = child;
    return child;
  }

  private answer(answer: PhotoJobAnswer): void {
    this.settle(answer.id, (p) => {
      if ('photo' in answer) return p.resolve(answer.photo);
      const { message, unreadable } = answer.error;
      p.reject(unreadable ? new UnreadableImageError(message) : new Error(message));
    });
  }

  private settle(id: number, finish: (pending: Pending) => void): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.holdOpen(false);
    finish(pending);
  }

  /** An idle child must not keep this process alive; one with work must. */
  private holdOpen(busy: boolean): void {
    const child = this.child;
    if (!child) return;
    const channel = child.channel as { ref(): void; unref(): void } | null | undefined;
    if (busy) {
      child.ref();
      channel?.ref();
    } else {
      child.unref();
      channel?.unref();
    }
  }
}
