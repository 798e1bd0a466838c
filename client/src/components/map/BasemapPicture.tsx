import { useLayoutEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useElementSize } from '@/lib/use-element-size';
import { fetchBasemapStyle } from './basemap-style';
import { drawBasemap, prepareBasemap } from './static-basemap';
import type { Camera } from './web-mercator';

/** The built-in basemap's style, fetched once and projected for drawing (shared by every picture). */
function useStaticBasemap(styleUrl: string | undefined) {
  return useQuery({
    queryKey: ['map', 'basemap-picture', styleUrl],
    enabled: Boolean(styleUrl),
    staleTime: Infinity,
    queryFn: async () => prepareBasemap((await fetchBasemapStyle(styleUrl!)) as Parameters<typeof prepareBasemap>[0]),
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
  useLayoutEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !basemap || !size) return;
    const pixelRatio = window.devicePixelRatio || 1;
    const width = Math.round(size.width * pixelRatio);
    const height = Math.round(size.height * pixelRatio);
    if (element.width !== width || element.height !== height) [element.width, element.height] = [width, height];
    drawBasemap(context, basemap, camera, size, pixelRatio);
  }, [basemap, camera, size]);
  return (
    <canvas ref={canvas} aria-hidden="true" data-testid="map-picture" className="absolute inset-0 h-full w-full" />
  );
}
