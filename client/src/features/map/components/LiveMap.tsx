import type { ComponentProps, RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { BaseMap } from '@/components/map/BaseMap';
import { BasemapPicture } from '@/components/map/BasemapPicture';
import type { Camera } from '@/components/map/web-mercator';
import type { NearMeState } from '../hooks/use-near-me';
import type { MapLocation } from '../lib/map-data';
import { MAP_MIN_ZOOM } from '../lib/map-data-protocol';
import { LocationPopup } from './LocationPopup';
import { MapMarkers } from './MapMarkers';
import { PositionMarker } from './PositionMarker';

type BaseMapProps = ComponentProps<typeof BaseMap>;

interface LiveMapProps extends Pick<BaseMapProps, 'config' | 'label' | 'onCreate' | 'onLoad' | 'onMoveEnd'> {
  mapRef: RefObject<MapRef | null>;
  /** The preview's camera when the live map is created, dragged or not. */
  camera: Camera;
  basemapStyle: string | undefined;
  /** The instance exists: its markers replace the preview's. */
  created: boolean;
  markers: Omit<ComponentProps<typeof MapMarkers>, 'still'>;
  popup: MapLocation | null;
  onClosePopup: () => void;
  /** What a popup must not open under (the search panel). */
  clearOf: RefObject<HTMLElement | null>;
  nearMe: NearMeState;
}

/** The interactive map of /map (MapLibre or Mapbox): its markers, the open popup and the visitor's position. */
export function LiveMap({
  mapRef,
  camera,
  basemapStyle,
  created,
  markers,
  popup,
  onClosePopup,
  clearOf,
  nearMe,
  ...map
}: LiveMapProps) {
  return (
    <BaseMap
      ref={mapRef}
      {...map}
      className="h-full w-full"
      // Read when the live map is created.
      initialViewState={camera}
      minZoom={MAP_MIN_ZOOM}
      loading={null}
      // Clear of the search panel: beside it on a wide screen, below its bar on a phone.
      fallbackNotePlace="top-[4.75rem] right-2 sm:top-2"
      // Until the live map's first frame, the preview's picture shows under it.
      backdrop={(at) => <BasemapPicture styleUrl={basemapStyle} camera={at} />}
    >
      {/* Mounted in the commit that removes the preview's: never two sets at once. */}
      {created && <MapMarkers {...markers} />}
      {markers.selected !== null && popup && (
        <LocationPopup location={popup} onClose={onClosePopup} clearOf={clearOf} />
      )}
      {nearMe.status === 'ready' && <PositionMarker longitude={nearMe.longitude} latitude={nearMe.latitude} />}
    </BaseMap>
  );
}
