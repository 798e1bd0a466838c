import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { BaseMap } from '@/components/map/BaseMap';
import { useMapConfig } from '@/components/map/map-config';
import { useRenderer } from '@/components/map/renderer';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';
import { markMap } from '@/components/map/map-marks';
import { useVisibleItems, type Viewport } from '../hooks/use-clusters';
import { useMapData, useMapLocation } from '../hooks/use-map-data';
import { useMapFilters } from '../hooks/use-map-filters';
import { useNearMe } from '../hooks/use-near-me';
import { isBoundsView, viewOf, type Frame, type InitialView } from '../lib/map-data';
import { MAP_MIN_ZOOM } from '../lib/map-data-protocol';
import { LocationPopup } from './LocationPopup';
import { MapMarkers } from './MapMarkers';
import { MapToolbar } from './MapToolbar';
import { NearMePanel } from './NearMePanel';
import { PositionMarker } from './PositionMarker';

const NEAR_ME_ZOOM = 9;
const MARGIN = 24;

/**
 * The map's size and the room the search panel takes: on a wide screen the panel sits on the left,
 * on a phone it spans the top. Read from the page itself, so any layout change is followed.
 */
function measureFrame(container: HTMLElement | null, panel: HTMLElement | null): Frame | undefined {
  if (!container || !panel) return undefined;
  const box = container.getBoundingClientRect();
  const covered = panel.getBoundingClientRect();
  const padding = { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN };
  if (covered.width > box.width * 0.6) padding.top = covered.bottom - box.top + MARGIN;
  else padding.left = covered.right - box.left + MARGIN;
  return { width: box.width, height: box.height, padding };
}

/** The camera of a view, as react-map-gl's initialViewState takes it. */
function cameraOf(view: InitialView) {
  return isBoundsView(view) ? { bounds: view.bounds, fitBoundsOptions: { padding: view.padding } } : view;
}

/** SPEC §2 Map: every location, filtered by ?q= and ?movie=, clustered, with popups and 'Near me'. */
export function ExploreMap() {
  markMap('route');
  const config = useMapConfig();
  // Fetch the renderer chunk while the locations download, not after (it is cached for BaseMap).
  useRenderer(config.data?.renderer);
  const filters = useMapFilters();
  const { filtered, failed, source: clusters } = useMapData(filters.q, filters.movie);
  const map = useRef<MapRef>(null);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Measured once, before the first paint: a later resize must not re-frame a map the visitor moved.
  const [frame, setFrame] = useState<Frame | undefined>();
  useLayoutEffect(() => setFrame(measureFrame(container.current, panel.current)), []);
  const view = useMemo(() => (filtered && frame ? viewOf(filtered.bounds, frame) : null), [filtered, frame]);

  const readViewport = useCallback(() => {
    const current = map.current;
    if (!current) return;
    const bounds = current.getBounds();
    setViewport({
      bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      zoom: current.getZoom(),
    });
  }, []);

  // A new filter re-frames the map on its results (SPEC §2 initial view rule) and drops a stale popup.
  const firstView = useRef(true);
  useEffect(() => {
    if (!view) return;
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    setSelected(null);
    if (isBoundsView(view)) map.current?.fitBounds(view.bounds, { padding: view.padding, animate: false });
    else map.current?.jumpTo({ center: [view.longitude, view.latitude], zoom: view.zoom });
    readViewport();
  }, [view, readViewport]);

  const items = useVisibleItems(clusters, viewport);
  // A position may arrive before the map exists (the map library is still downloading): it is
  // applied as soon as the instance exists, not on 'load', which waits for the whole basemap and
  // can take seconds on a busy machine. Before 'load' the camera jumps; an animation would start
  // while the first frames are still being prepared.
  const pendingCentre = useRef<[number, number] | null>(null);
  const loaded = useRef(false);
  const centreOn = useCallback((longitude: number, latitude: number) => {
    const camera = { center: [longitude, latitude] as [number, number], zoom: NEAR_ME_ZOOM };
    if (!map.current) pendingCentre.current = camera.center;
    else if (loaded.current) map.current.flyTo({ ...camera, duration: 800 });
    else map.current.jumpTo(camera);
  }, []);
  const onCreate = useCallback(() => {
    const pending = pendingCentre.current;
    pendingCentre.current = null;
    if (pending) centreOn(...pending);
    readViewport();
  }, [centreOn, readViewport]);
  const onLoad = useCallback(() => {
    loaded.current = true;
    readViewport();
  }, [readViewport]);
  const nearMe = useNearMe(centreOn);
  const expand = useCallback(
    (clusterId: number, longitude: number, latitude: number) => {
      void clusters?.expansionZoom(clusterId).then((zoom) => {
        // Where the cluster splits, and at least one level in: from 1.7 its split at 2 would barely move.
        const current = map.current?.getZoom() ?? 0;
        const target = Math.min(Math.max(zoom ?? 16, Math.floor(current) + 1.5), 18);
        map.current?.easeTo({ center: [longitude, latitude], zoom: target, duration: 500 });
      });
    },
    [clusters],
  );
  const closePopup = useCallback(() => {
    const index = selected;
    setSelected(null);
    document.querySelector<HTMLButtonElement>(`[data-location-index="${index}"]`)?.focus({ preventScroll: true });
  }, [selected]);

  const popup = useMapLocation(selected);
  const ready = config.data && filtered && view;
  return (
    <div ref={container} className="relative h-[calc(100dvh-4rem)] min-h-[420px] w-full overflow-hidden bg-slate-950">
      <h1 className="sr-only">Interactive Map</h1>
      <div className="absolute inset-0">
        {ready ? (
          <BaseMap
            ref={map}
            config={config.data}
            label="Map of filming locations"
            className="h-full w-full"
            initialViewState={cameraOf(view)}
            minZoom={MAP_MIN_ZOOM}
            loading={<MapPlaceholder />}
            onCreate={onCreate}
            onLoad={onLoad}
            onMoveEnd={readViewport}
          >
            <MapMarkers items={items} selected={selected} onSelect={setSelected} onExpand={expand} />
            {selected !== null && popup && <LocationPopup location={popup} onClose={closePopup} />}
            {nearMe.state.status === 'ready' && (
              <PositionMarker longitude={nearMe.state.longitude} latitude={nearMe.state.latitude} />
            )}
          </BaseMap>
        ) : failed || config.isError ? (
          <p className="flex h-full items-center justify-center p-6 text-slate-300">
            The map could not be loaded. Please reload the page.
          </p>
        ) : (
          <MapPlaceholder />
        )}
      </div>
      <div
        ref={panel}
        className="pointer-events-none absolute inset-x-3 top-3 z-10 flex flex-col gap-3 sm:right-auto sm:w-[26rem]"
      >
        <MapToolbar
          input={filters.input}
          onInput={filters.setInput}
          count={filtered ? filtered.count : null}
          movieTitle={filtered?.movieTitle ?? null}
          filtersActive={filters.active}
          onClear={filters.clear}
          onNearMe={nearMe.locate}
          locating={nearMe.state.status === 'locating'}
        />
        <NearMePanel state={nearMe.state} onClose={nearMe.dismiss} />
      </div>
    </div>
  );
}
