/** SPEC §2 Map loading text; also reserves the map's box while its chunk loads. */
export function MapPlaceholder() {
  return (
    <div role="status" className="flex h-full w-full items-center justify-center bg-slate-900 text-sm text-slate-400">
      Loading map...
    </div>
  );
}

/** A map's box until the map's config is read: loading, or a line saying it could not be read. */
export function MapConfigPending({ failed }: { failed: boolean }) {
  return failed ? <p className="p-6 text-slate-300">The map could not be loaded.</p> : <MapPlaceholder />;
}
