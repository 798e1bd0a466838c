import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useElementSize } from '@/lib/use-element-size';
import { basemapStyleQueryOptions } from './basemap-style';
import { BEYOND_THE_POLES } from './poles';
import { drawBasemap, prepareBasemap } from './static-basemap';
import type { Camera } from './web-mercator';

/** The built-in basemap's style, fetched once and projected for drawing (shared by every picture). */
function useStaticBasemap(styleUrl: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.map.basemapPicture(styleUrl),
    enabled: Boolean(styleUrl),
    staleTime: Infinity,
    queryFn: async () =>
      prepareBasemap(
        (await queryClient.fetchQuery(basemapStyleQueryOptions(styleUrl!))) as Parameters<typeof prepareBasemap>[0],
      ),
  });
}

/**
 * A still picture of the built-in basemap for a camera, drawn on a 2D canvas (no WebGL): what the
 * /map preview shows, and what shows under the live map until its first frame is drawn. Without
 * the style (a failed request) it stays empty and the map box's water colour shows.
 */
export function BasemapPicture({ styleUrl, camera }: { styleUrl: string | undefined; camera: Camera }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = useElementSize(canvas);
  const { data: basemap } = useStaticBasemap(styleUrl);
  // Drawn in the next animation frame, which runs before that frame is painted: the picture is on
  // screen as soon as it would be from the commit, but in a task of its own, so the commit that
  // brought the data (on /map, the page's first render) stays short on a slow phone. Moves that come
  // faster than frames (a drag of the preview) are drawn once per frame.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !basemap || !size) return;
    const frame = requestAnimationFrame(() => {
      const pixelRatio = window.devicePixelRatio || 1;
      const width = Math.round(size.width * pixelRatio);
      const height = Math.round(size.height * pixelRatio);
      if (element.width !== width || element.height !== height) [element.width, element.height] = [width, height];
      drawBasemap(context, basemap, camera, size, pixelRatio, BEYOND_THE_POLES);
    });
    return () => cancelAnimationFrame(frame);
  }, [basemap, camera, size]);
  return (
    <canvas ref={canvas} aria-hidden="true" data-testid="map-picture" className="absolute inset-0 h-full w-full" />
  );
}
