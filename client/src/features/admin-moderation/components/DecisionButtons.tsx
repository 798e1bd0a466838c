import { adminPrimaryButtonClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';

const dangerButtonClass =
  'inline-flex items-center rounded-lg bg-red-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-400 disabled:opacity-60';

/** A decision form's submit button (saying while it sends) and Cancel, back to the four choices. */
export function DecisionButtons(props: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="submit"
        disabled={props.busy || props.disabled}
        className={props.danger ? dangerButtonClass : adminPrimaryButtonClass}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
      <button type="button" className={adminSecondaryButtonClass} onClick={props.onCancel}>
        Cancel
      </button>
    </div>
  );
}
