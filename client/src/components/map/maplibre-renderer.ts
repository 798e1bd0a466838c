import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// maplibre-gl 6 cannot find its worker inside a Vite bundle on its own (it would 404).
setWorkerUrl(workerUrl);

export * from 'react-map-gl/maplibre';
