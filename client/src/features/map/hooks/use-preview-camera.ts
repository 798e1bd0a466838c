import { useCallback, useState } from 'react';
import type { Camera } from '@/components/map/web-mercator';

interface Drag {
  /** The first view the drag started from: a new one (another filter) ends it. */
  from: Camera;
  /** Where the picture is now. */
  to: Camera;
  /** Where it was when the pointer was last released: the markers are asked for there. */
  settled: Camera;
}

/**
 * The /map preview's camera: the first view's, or where the visitor dragged the picture while the
 * live map was on its way (MapPreview `onPan`), until a new first view replaces it.
 */
export function usePreviewCamera(camera: Camera | null) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const current = camera && drag?.from === camera ? drag : null;
  const pan = useCallback(
    (to: Camera, done: boolean) => {
      if (!camera) return;
      setDrag((previous) => {
        const settled = previous?.from === camera ? previous.settled : camera;
        return { from: camera, to, settled: done ? to : settled };
      });
    },
    [camera],
  );
  return { shown: current?.to ?? camera, settled: current?.settled ?? camera, pan };
}
