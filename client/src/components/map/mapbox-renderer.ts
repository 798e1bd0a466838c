import 'mapbox-gl/dist/mapbox-gl.css';

// Only loaded when the server hands out a Mapbox token: mapbox-gl draws nothing without one.
export * from 'react-map-gl/mapbox';
