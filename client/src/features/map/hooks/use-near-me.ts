import { useCallback, useRef, useState } from 'react';
import type { NearbyLocation } from '@contracts';
import { getLocationsNear } from '../api/get-locations-near';

export type NearMeState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; latitude: number; longitude: number; locations: NearbyLocation[] }
  | { status: 'error'; message: string };

export const PERMISSION_DENIED_MESSAGE =
  'Location access was denied. Allow location access for this site in your browser to see filming locations near you.';
export const POSITION_UNAVAILABLE_MESSAGE = 'Your position is not available right now. Please try again in a moment.';
const LOOKUP_FAILED_MESSAGE = 'Nearby filming locations could not be loaded. Please try again.';

/** 'Near me': ask the browser for the visitor's position, then the server for the closest locations. */
export function useNearMe(onPosition: (longitude: number, latitude: number) => void) {
  const [state, setState] = useState<NearMeState>({ status: 'idle' });
  const request = useRef(0);

  const locate = useCallback(() => {
    const id = ++request.current;
    if (!('geolocation' in navigator)) return setState({ status: 'error', message: POSITION_UNAVAILABLE_MESSAGE });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        onPosition(coords.longitude, coords.latitude);
        try {
          const locations = await getLocationsNear(coords.latitude, coords.longitude);
          if (id === request.current)
            setState({ status: 'ready', latitude: coords.latitude, longitude: coords.longitude, locations });
        } catch {
          if (id === request.current) setState({ status: 'error', message: LOOKUP_FAILED_MESSAGE });
        }
      },
      (error) => {
        if (id !== request.current) return;
        const message =
          error.code === error.PERMISSION_DENIED ? PERMISSION_DENIED_MESSAGE : POSITION_UNAVAILABLE_MESSAGE;
        setState({ status: 'error', message });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, [onPosition]);

  const dismiss = useCallback(() => {
    request.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, locate, dismiss };
}
