// The photo pipeline's own OS process (see photo-processor.ts). It lowers its priority before sharp
// starts a thread, so libuv's and libvips' threads inherit it: on a small machine a photo being
// encoded gets the cores the web server's event loop leaves idle, never the other way round.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PhotoJob, PhotoJobAnswer } from './photo-processor.js';

/** Linux nice value: 10 of 19, the weight of a background job that still finishes promptly. */
const BACKGROUND_PRIORITY = 10;

try {
  os.setPriority(BACKGROUND_PRIORITY);
} catch {
  // Not permitted (some containers): the photo is still processed, only not politely.
}

// Imported after the priority is set: loading sharp may already start threads.
const { processPhoto, UnreadableImageError } = await import('./photo-pipeline.js');

/** Reads the upload from the job's folder and writes each variant there, numbered in order. */
async function run(job: PhotoJob): Promise<PhotoJobAnswer> {
  try {
    const photo = await processPhoto(await readFile(path.join(job.folder, 'upload')), job.type, job.photoId);
    await Promise.all(photo.files.map((file, index) => writeFile(path.join(job.folder, String(index)), file.bytes)));
    const files = photo.files.map(({ key, contentType }) => ({ key, contentType }));
    return { id: job.id, photo: { ...photo, files } };
  } catch (error) {
    const { message } = error as Error;
    return { id: job.id, error: { message, unreadable: error instanceof UnreadableImageError } };
  }
}

process.on('message', (job: PhotoJob) => void run(job).then((answer) => process.send!(answer)));

// The web server that started this process is gone: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
