import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Vite copies an asset imported with `?url` byte for byte: MapLibre's worker keeps its
 * `sourceMappingURL` comment while the map it names is not shipped, so a browser's developer tools
 * fetch a map that answers 404. The comment goes; the code is untouched.
 */
function stripDanglingSourceMapComments(): Plugin {
  return {
    name: 'strip-dangling-source-map-comments',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !/\.m?js$/.test(file.fileName)) continue;
        const text = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
      }
    },
  };
}

/**
 * The web app manifest and the service worker (ARCHITECTURE.md, Offline). injectManifest, not
 * generateSW: generateSW precaches index.html and answers every navigation with it, and that file
 * is the unfilled template (no nonce, no CSP header, no page head) that the server never serves.
 * Our worker keeps only pages served by the server, with their own CSP; the page registers it
 * from the bundle after load (no inline script), so the plugin injects no registration.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  injectManifest: {
    rollupFormat: 'iife',
    globPatterns: ['assets/**/*.{js,css,woff2}'],
    // The Mapbox renderer (~1.9 MB) is only used with a token and needs the network anyway.
    globIgnores: ['assets/mapbox-gl-*.js'],
  },
  manifest: {
    name: 'ReelAtlas',
    short_name: 'ReelAtlas',
    description: 'Discover where your favorite movies were filmed, and plan the visit.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#020617',
    theme_color: '#020617',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), stripDanglingSourceMapComments(), pwa],
  resolve: {
    alias: [
      // The wire types both sides compile (ARCHITECTURE.md, Contracts); `@contracts/admin-rules` is
      // the one file of runtime rules (zod) that the admin forms share with the server.
      { find: /^@contracts$/, replacement: path.join(root, '..', 'server', 'src', 'contracts', 'index.ts') },
      { find: /^@contracts\/(.*)$/, replacement: path.join(root, '..', 'server', 'src', 'contracts', '$1') },
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
    ],
  },
  build: {
    outDir: path.join(root, '..', 'dist', 'client'),
    emptyOutDir: true,
    sourcemap: false,
    // Read by the server (server/src/web/route-chunks.ts) to preload a page's chunk with the HTML.
    manifest: true,
    // Map libraries are only imported by lazy routes, so they never land in the home bundle.
    chunkSizeWarningLimit: 2000, // mapbox-gl alone is ~1.9 MB (lazy, only with a Mapbox token)
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
