import { AdminPageHeader, adminCardClass } from '@/components/admin/AdminPageHeader';
import { AdminSideList } from '@/components/admin/AdminSideList';
import { useSideList } from '@/components/admin/use-side-list';
import { useSliders } from '../api/get-sliders';
import { SlidesPanel } from './SlidesPanel';

/** SPEC §2 Admin: Manage Sliders — the slider list on the left, the chosen slider's slides on the right. */
export function SlidersManager() {
  const sliders = useSliders();
  const { selectedId, selected, choose } = useSideList(sliders, 'Failed to load sliders');

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
        <div className={`${adminCardClass} !p-3 self-start`}>
          <AdminSideList
            label="Sliders"
            items={(sliders.data ?? []).map((slider) => ({
              id: slider.id,
              title: slider.name,
              detail: `Code: ${slider.code}`,
            }))}
            selectedId={selectedId}
            onSelect={choose}
          />
        </div>
        {selected ? (
          <SlidesPanel key={selected.id} slider={selected} />
        ) : (
          <p className={`${adminCardClass} text-slate-400`}>Select a slider to manage its slides</p>
        )}
      </div>
    </div>
  );
}
