import { BoxSelect, ScanSearch } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { AddAreaStopsInput } from '@contracts';
import { useMapComponents } from '@/components/map/renderer';
import { useAddAreaStops } from '../api/add-area-stops';
import { useBoxDraw } from '../hooks/use-box-draw';
import { areaAddedMessage, areaBox } from '../lib/area-box';
import { errorMessage } from '../lib/error-message';

/** Below this zoom a view holds whole countries: "the places in view" would be a random fifty. */
const MIN_VIEW_ZOOM = 3;

const toolClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg bg-slate-950/90 px-3 py-2 text-sm font-semibold text-white shadow-lg ring-1 ring-white/15 transition hover:bg-slate-900 disabled:opacity-60 aria-pressed:bg-amber-500 aria-pressed:text-slate-950';

/**
 * Adding places from the map: Draw a Box with the pointer, or Add Places in View (the keyboard's
 * way: move and zoom the map with the arrow and +/− keys, then press the button).
 */
export function AreaTools({ tripId }: { tripId: string }) {
  const { useMap } = useMapComponents();
  const map = useMap().current;
  const [drawing, setDrawing] = useState(false);
  const add = useAddAreaStops(tripId);
  const send = (box: AddAreaStopsInput) =>
    add.mutate(box, {
      onSuccess: (result) => (result.added > 0 ? toast.success : toast.info)(areaAddedMessage(result)),
      onError: (error) => toast.error(errorMessage(error, 'Failed to add the places. Please try again.')),
    });
  const stop = useCallback(() => setDrawing(false), []);
  const box = useBoxDraw(map, drawing, (drawn) => (stop(), send(drawn)), stop);

  const addInView = () => {
    if (!map) return;
    if (map.getZoom() < MIN_VIEW_ZOOM)
      return toast.info('Zoom in to a city or region first, then add the places in view.');
    const bounds = map.getBounds();
    send(areaBox(bounds.getSouthWest(), bounds.getNorthEast()));
  };

  return (
    <>
      {drawing && (
        <div
          {...box.handlers}
          data-testid="area-draw"
          className="absolute inset-0 z-10 cursor-crosshair touch-none bg-slate-950/10"
        >
          {box.rect && (
            <div
              className="absolute border-2 border-amber-400 bg-amber-400/15"
              style={{ left: box.rect.x, top: box.rect.y, width: box.rect.width, height: box.rect.height }}
            />
          )}
          <p className="pointer-events-none absolute bottom-24 left-1/2 w-max max-w-[90%] -translate-x-1/2 rounded-md bg-slate-950/90 px-3 py-1.5 text-center text-xs text-slate-100">
            Drag across the map to pick an area. Escape cancels.
          </p>
        </div>
      )}
      {/* Bottom left, above the attribution: the top holds the basemap's own notes (a fallback says why). */}
      <div className="absolute bottom-10 left-2 z-20 flex max-w-[calc(100%-4rem)] flex-wrap gap-2">
        <button type="button" className={toolClass} onClick={addInView} disabled={add.isPending}>
          <ScanSearch aria-hidden="true" className="size-4" /> Add Places in View
        </button>
        <button
          type="button"
          className={toolClass}
          aria-pressed={drawing}
          onClick={() => setDrawing(!drawing)}
          disabled={add.isPending}
        >
          <BoxSelect aria-hidden="true" className="size-4" /> Draw a Box
        </button>
      </div>
    </>
  );
}
