import { useEffect, useRef } from 'react';
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
import { useMapFrame } from '../hooks/use-map-frame';
import { useMapMoves } from '../hooks/use-map-moves';
import { useNearMe } from '../hooks/use-near-me';
import { usePreviewCamera } from '../hooks/use-preview-camera';
import { usePreviewHandoff } from '../hooks/use-preview-handoff';
import { useResultCamera } from '../hooks/use-result-camera';
import { useSelectedLocation } from '../hooks/use-selected-location';
import { LiveMap } from './LiveMap';
import { MapMarkers } from './MapMarkers';
import { MapPreview } from './MapPreview';
import { MapSearchPanel } from './MapSearchPanel';

const LABEL = 'Map of filming locations';

/** SPEC §2 Map: every location, filtered by ?q= and ?movie=, clustered, with popups and 'Near me'. */
export function ExploreMap() {
  markMap('route');
  const config = useMapConfig();
  const filters = useMapFilters();
  // Undefined until the config is there; a config from before MapConfig.clustering: the browser.
  const clustering = config.data ? (config.data.clustering ?? 'browser') : undefined;
  const { filtered, failed, source: clusters, client } = useMapData(filters.q, filters.movie, clustering);
  const { container, panel, frame } = useMapFrame();
  const area = useRef<HTMLDivElement>(null);
  const { live, wake } = useLiveMap(area);
  const { map, viewport, setViewport, created, streets, readViewport, moveTo, onCreate, onLoad } =
    useLiveMapCamera(wake);
  const selection = useSelectedLocation(wake);
  const camera = useResultCamera(filtered, frame, streets, { map, readViewport, onReframe: selection.drop });
  const { shown, settled, pan } = usePreviewCamera(camera);
  // The live map's library (the chunk BaseMap loads too): the preview stands in while it starts.
  const { renderer } = useRenderer(live ? config.data?.renderer : undefined);
  const leavePreview = usePreviewHandoff(created, area);
  const moves = useMapMoves({ moveTo, map, clusters, viewport, shown });
  const nearMe = useNearMe(moves.centreOn);

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

  const popup = useMapLocation(client, selection.selected);
  const basemapStyle = config.data && builtInStyleOf(config.data);
  const markers = { items, selected: selection.selected, onSelect: selection.select, onExpand: moves.expand };
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
                onZoom={moves.zoomBy}
                onPan={pan}
              >
                <MapMarkers {...markers} still={shown} />
              </MapPreview>
            )}
            {live && (
              <LiveMap
                mapRef={map}
                config={config.data}
                label={LABEL}
                camera={shown}
                basemapStyle={basemapStyle}
                created={created}
                markers={markers}
                popup={popup}
                onClosePopup={selection.close}
                clearOf={panel}
                nearMe={nearMe.state}
                onCreate={onCreate}
                onLoad={onLoad}
                onMoveEnd={readViewport}
              />
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
      <MapSearchPanel panel={panel} filters={filters} filtered={filtered} nearMe={nearMe} />
    </div>
  );
}
