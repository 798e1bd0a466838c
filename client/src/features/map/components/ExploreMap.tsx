import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BaseMap } from '@/components/map/BaseMap';
import { BasemapPicture } from '@/components/map/BasemapPicture';
import { builtInStyleOf } from '@/components/map/basemap-style';
import { useMapConfig } from '@/components/map/map-config';
import { MapPlaceholder } from '@/components/map/MapPlaceholder';
import { useRenderer } from '@/components/map/renderer';
import { markMap } from '@/components/map/map-marks';
import { prefetchLater } from '@/lib/prefetch-later';
import { boundsOnScreen } from '@/components/map/web-mercator';
import { useVisibleItems } from '../hooks/use-clusters';
import { useLiveMap } from '../hooks/use-live-map';
import { useLiveMapCamera } from '../hooks/use-live-map-camera';
import { useMapData, useMapLocation } from '../hooks/use-map-data';
import { useMapFilters } from '../hooks/use-map-filters';
import { useNearMe } from '../hooks/use-near-me';
import { usePreviewCamera } from '../hooks/use-preview-camera';
import { useResultCamera } from '../hooks/use-result-camera';
import type { Frame } from '../lib/map-data';
import { MAP_MIN_ZOOM } from '../lib/map-data-protocol';
import { LocationPopup } from './LocationPopup';
import { MapMarkers } from './MapMarkers';
import { MapPreview } from './MapPreview';
import { MapToolbar } from './MapToolbar';
import { NearMePanel } from './NearMePanel';
import { PositionMarker } from './PositionMarker';

const NEAR_ME_ZOOM = 9;
/** Room around the first view's places: a cluster (up to 60 px across) on its edge stays whole. */
const MARGIN = 36;
const LABEL = 'Map of filming locations';

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

/** SPEC §2 Map: every location, filtered by ?q= and ?movie=, clustered, with popups and 'Near me'. */
export function ExploreMap() {
  markMap('route');
  const config = useMapConfig();
  const filters = useMapFilters();
  const { filtered, failed, source: clusters } = useMapData(filters.q, filters.movie);
  const [selected, setSelected] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Measured once, before the first paint: a later resize must not re-frame a map the visitor moved.
  const [frame, setFrame] = useState<Frame | undefined>();
  useLayoutEffect(() => setFrame(measureFrame(container.current, panel.current)), []);
  const area = useRef<HTMLDivElement>(null);
  const { live, wake } = useLiveMap(area);
  const { map, viewport, setViewport, created, streets, readViewport, moveTo, onCreate, onLoad } =
    useLiveMapCamera(wake);
  const dropPopup = useCallback(() => setSelected(null), []);
  const camera = useResultCamera(filtered, frame, streets, { map, readViewport, onReframe: dropPopup });
  const { shown, settled, pan } = usePreviewCamera(camera);
  // The live map's library (the chunk BaseMap loads too): the preview stands in while it starts.
  const { renderer } = useRenderer(live ? config.data?.renderer : undefined);
  const previewFocus = useRef<string | null>(null);
  const leavePreview = useCallback((key: string | null) => (previewFocus.current = key), []);

  // Until the live map exists, the preview shows the camera and its viewport feeds the markers
  // (after a drag, once it ends: the markers move with the picture meanwhile).
  useEffect(() => {
    if (!settled || !frame || map.current) return;
    setViewport({ bounds: boundsOnScreen(settled, frame), zoom: settled.zoom });
  }, [settled, frame, map, setViewport]);

  const items = useVisibleItems(clusters, viewport);
  // With the first markers shown, the map library downloads in the background (not run), so the
  // visitor's first touch only waits for it to start.
  const hasItems = items.length > 0;
  useEffect(() => {
    if (hasItems) prefetchLater();
  }, [hasItems]);
  const centreOn = useCallback(
    (longitude: number, latitude: number) => moveTo({ longitude, latitude, zoom: NEAR_ME_ZOOM }, 800),
    [moveTo],
  );
  // In the commit that swapped the preview's markers for the live map's (the preview's cleanup has
  // recorded which one had focus).
  useLayoutEffect(() => {
    if (!created) return;
    refocusMarker(area.current, previewFocus.current);
    previewFocus.current = null;
  }, [created]);
  const nearMe = useNearMe(centreOn);
  const expand = useCallback(
    (clusterId: number, longitude: number, latitude: number) => {
      void clusters?.expansionZoom(clusterId).then((zoom) => {
        // Where the cluster splits, and at least one level in: from 1.7 its split at 2 would barely move.
        const current = map.current?.getZoom() ?? viewport?.zoom ?? 0;
        const target = Math.min(Math.max(zoom ?? 16, Math.floor(current) + 1.5), 18);
        moveTo({ longitude, latitude, zoom: target }, 500);
      });
    },
    [clusters, map, moveTo, viewport],
  );
  const select = useCallback(
    (index: number) => {
      setSelected(index);
      // The popup belongs to the live map.
      wake();
    },
    [wake],
  );
  const zoomBy = useCallback(
    (levels: number) => shown && moveTo({ ...shown, zoom: shown.zoom + levels }, 300),
    [shown, moveTo],
  );
  const closePopup = useCallback(() => {
    const index = selected;
    setSelected(null);
    document.querySelector<HTMLButtonElement>(`[data-location-index="${index}"]`)?.focus({ preventScroll: true });
  }, [selected]);

  const popup = useMapLocation(selected);
  const basemapStyle = config.data && builtInStyleOf(config.data);
  return (
    <div ref={container} className="relative h-[calc(100dvh-4rem)] min-h-[420px] w-full overflow-hidden bg-slate-950">
      <h1 className="sr-only">Interactive Map</h1>
      <div ref={area} className="absolute inset-0">
        {config.data && shown ? (
          <>
            {/* Until the live map exists, and over it while it is created (same place in the tree,
                so a focused or pressed marker is never swapped out mid-action). */}
            {!created && (
              <MapPreview
                label={LABEL}
                styleUrl={basemapStyle}
                camera={shown}
                standIn={Boolean(renderer)}
                onLeave={leavePreview}
                onZoom={zoomBy}
                onPan={pan}
              >
                <MapMarkers items={items} selected={selected} onSelect={select} onExpand={expand} still={shown} />
              </MapPreview>
            )}
            {live && (
              <BaseMap
                ref={map}
                config={config.data}
                label={LABEL}
                className="h-full w-full"
                // Read when the live map is created: the preview's camera then, dragged or not.
                initialViewState={shown}
                minZoom={MAP_MIN_ZOOM}
                loading={null}
                // Clear of the search panel: beside it on a wide screen, below its bar on a phone.
                fallbackNotePlace="top-[4.75rem] right-2 sm:top-2"
                // Until the live map's first frame, the preview's picture shows under it.
                backdrop={(at) => <BasemapPicture styleUrl={basemapStyle} camera={at} />}
                onCreate={onCreate}
                onLoad={onLoad}
                onMoveEnd={readViewport}
              >
                {/* Mounted in the commit that removes the preview's: never two sets at once. */}
                {created && <MapMarkers items={items} selected={selected} onSelect={select} onExpand={expand} />}
                {selected !== null && popup && <LocationPopup location={popup} onClose={closePopup} clearOf={panel} />}
                {nearMe.state.status === 'ready' && (
                  <PositionMarker longitude={nearMe.state.longitude} latitude={nearMe.state.latitude} />
                )}
              </BaseMap>
            )}
          </>
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

/** Focus on a preview's marker moves to the same marker on the live map, unless something else took it. */
function refocusMarker(area: HTMLElement | null, key: string | null) {
  if (!key || !area || (document.activeElement && document.activeElement !== document.body)) return;
  area.querySelector<HTMLElement>(`[data-marker-key="${key}"]`)?.focus({ preventScroll: true });
}
