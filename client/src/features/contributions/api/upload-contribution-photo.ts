import type { Photo } from '@contracts';
import { CONTRIBUTION_ROUTES, type ContributionPhotoQuery } from '@contracts/contributions';
import { api } from '@/lib/api-client';
import { contractRoute } from '@/lib/contract-route';

/**
 * POST /api/contribution-photos: the raw image with its credit in the query, through the photo
 * pipeline; the suggestion sent next names the photo by id.
 */
export const uploadContributionPhoto = (file: Blob, credit: ContributionPhotoQuery) =>
  api.upload<Photo>(contractRoute(CONTRIBUTION_ROUTES.uploadPhoto), file, { ...credit });
