/** Where the visitor is, from the browser (it asks them first), or a reason a person can act on. */
export function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell where you are. Choose a stop to start from instead.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED
              ? 'Your position was not shared. Allow location access, or choose a stop to start from.'
              : 'Your position could not be found. Try again, or choose a stop to start from.',
          ),
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
