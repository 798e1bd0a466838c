import type { Photo } from '@contracts';
import { ApiError } from '@/lib/api-client';
import { photoCreditOf, type PhotoFieldValues } from '../api/suggestion-form';
import { uploadContributionPhoto } from '../api/upload-contribution-photo';

/**
 * Uploads the form's photo, if it has one. A refusal is told as the photo's (the upload's field
 * names are not the form's), so the visitor knows which part to change.
 */
export async function uploadPhotoOf(values: PhotoFieldValues): Promise<Photo | null> {
  if (!values.photo_file) return null;
  try {
    return await uploadContributionPhoto(values.photo_file, photoCreditOf(values));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, `The photo was not accepted: ${error.message}`);
  }
}
