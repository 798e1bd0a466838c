import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { useSliders } from '../api/get-sliders';
import { SlidesPanel } from './SlidesPanel';

/** SPEC §2 Admin: Manage Sliders — the slider list on the left, the chosen slider's slides on the right. */
export function SlidersManager() {
  const sliders = useSliders();
  const [chosenId, setSelectedId] = useState<string | null>(null);
  // SPEC §2: the first slider is preselected once the list arrives.
  const selectedId = chosenId ?? sliders.data?.[0]?.id ?? null;

  useEffect(() => {
    if (!sliders.isError) return;
    console.error('Failed to load sliders', sliders.error);
    toast.error('Failed to load sliders');
  }, [sliders.isError, sliders.error]);

  const selected = sliders.data?.find((slider) => slider.id === selectedId);

  if (sliders.isPending) {
    return (
      <p role="status" className="py-10 text-slate-300">
        Loading...
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manage Sliders"
        description="Pick a slider, then edit, add, reorder or delete its slides."
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Sliders" className={`${adminCardClass} !p-3 self-start`}>
          <ul className="space-y-1">
            {(sliders.data ?? []).map((slider) => (
              <li key={slider.id}>
                <button
                  type="button"
                  aria-current={slider.id === selectedId ? 'true' : undefined}
                  onClick={() => setSelectedId(slider.id)}
                  className={`w-full rounded-lg px-3 py-2 text-left transition ${
                    slider.id === selectedId ? 'bg-amber-500/15 ring-1 ring-amber-500/40' : 'hover:bg-slate-800'
                  }`}
                >
                  <span className="block font-medium text-white">{slider.name}</span>
                  <span className="block text-xs text-slate-400">Code: {slider.code}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {selected ? (
          <SlidesPanel key={selected.id} slider={selected} />
        ) : (
          <p className={`${adminCardClass} text-slate-400`}>Select a slider to manage its slides</p>
        )}
      </div>
    </div>
  );
}
