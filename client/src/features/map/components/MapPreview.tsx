import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Minus, Plus } from 'lucide-react';
import { OFFLINE_BASEMAP_COLOURS } from '@contracts';
import { viewAttributes } from '@/components/map/BaseMap';
import { BasemapPicture } from '@/components/map/BasemapPicture';
import { boundsOnScreen, type Camera } from '@/components/map/web-mercator';
import { useElementSize } from '@/lib/use-element-size';
import { usePreviewPan } from '../hooks/use-preview-pan';

interface MapPreviewProps {
  label: string;
  /** The built-in basemap's style, drawn as the picture (none: the water colour alone). */
  styleUrl: string | undefined;
  camera: Camera;
  /**
   * The live map's own section is there, under the preview, while its map is created: the preview
   * still shows and takes input but leaves the test id and view attributes to it.
   */
  standIn?: boolean;
  /** Called as the preview gives way to the live map, with the marker that had keyboard focus. */
  onLeave?: (focusedMarkerKey: string | null) => void;
  /** The zoom buttons: by how many levels (they start the live map, as any touch does). */
  onZoom: (levels: number) => void;
  /**
   * A drag on the picture, while the live map it started is on its way: the camera to show
   * (`done` when the pointer is released), so the first swipe on a phone moves the map.
   */
  onPan: (camera: Camera, done: boolean) => void;
  /** The markers, placed at the camera (MapMarkers with `still`). */
  children: ReactNode;
}

/**
 * /map's first view without WebGL: the built-in basemap drawn on a 2D canvas at the first view's
 * camera, with the real marker buttons on it (they open popups and clusters as on the live map,
 * which the first touch starts). It carries the live map's test id and view attributes, so the
 * page reads the same whichever is showing.
 */
export function MapPreview({ label, styleUrl, camera, standIn, onLeave, onZoom, onPan, children }: MapPreviewProps) {
  const section = useRef<HTMLElement>(null);
  const size = useElementSize(section);
  usePreviewPan(section, camera, onPan);
  // onLeave is a stable callback: this cleanup runs when the preview unmounts.
  useLayoutEffect(() => {
    const element = section.current;
    return () => {
      // Runs before the section leaves the document, while focus is still inside it.
      const focused = element?.contains(document.activeElement) ? document.activeElement : null;
      onLeave?.((focused as HTMLElement | null)?.dataset.markerKey ?? null);
    };
  }, [onLeave]);
  return (
    <section
      ref={section}
      aria-label={label}
      // No page scroll or browser zoom under a finger on the map, as on the live map.
      className="absolute inset-0 z-[1] touch-none overflow-hidden"
      style={{ backgroundColor: OFFLINE_BASEMAP_COLOURS.water }}
      {...(standIn
        ? {}
        : {
            'data-testid': 'map',
            'data-basemap': 'preview',
            ...(size ? viewAttributes(camera, boundsOnScreen(camera, size)) : {}),
          })}
    >
      <BasemapPicture styleUrl={styleUrl} camera={camera} />
      {children}
      {/* Where the live map's zoom control and attribution sit, looking the same. */}
      <div className="absolute right-2.5 bottom-2.5 flex flex-col rounded bg-white text-slate-900 shadow-[0_0_0_2px_rgb(0_0_0/0.1)]">
        <button type="button" aria-label="Zoom in" title="Zoom in" onClick={() => onZoom(1)} className={ZOOM_BUTTON}>
          <Plus aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
        </button>
        <button
          type="button"
          aria-label="Zoom out"
          title="Zoom out"
          onClick={() => onZoom(-1)}
          className={`${ZOOM_BUTTON} border-t border-[#ddd]`}
        >
          <Minus aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
        </button>
      </div>
      {styleUrl && (
        <p className="pointer-events-none absolute bottom-2.5 left-2.5 rounded-full bg-white px-2 py-0.5 text-xs text-black">
          Natural Earth
        </p>
      )}
    </section>
  );
}

const ZOOM_BUTTON =
  'flex h-[29px] w-[29px] items-center justify-center focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-600';
