/** SPEC §2 Map loading text; also reserves the map's box while its chunk loads. */
export function MapPlaceholder() {
  return (
    <div role="status" className="flex h-full w-full items-center justify-center bg-slate-900 text-sm text-slate-400">
      Loading map...
    </div>
  );
}
