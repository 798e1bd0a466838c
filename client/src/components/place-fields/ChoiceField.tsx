import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';

export interface Choice {
  value: string;
  label: string;
  /** A line under the label saying when to choose it. */
  help?: string;
}

/**
 * One of a few choices as radio buttons in a fieldset, bound by name to the surrounding form; its
 * error is tied to the group (aria-describedby on the fieldset, read with its legend).
 */
export function FormChoiceField({ name, legend, choices }: { name: string; legend: string; choices: Choice[] }) {
  const { register, formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-200">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer gap-2.5 rounded-lg border border-slate-700 bg-slate-950/40 px-3 py-2.5 text-sm has-[:checked]:border-amber-500 has-[:checked]:bg-amber-500/10"
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 size-4 shrink-0 accent-amber-500"
              {...register(name)}
            />
            <span>
              <span className="block font-medium text-slate-100">{choice.label}</span>
              {choice.help && <span className="mt-0.5 block text-xs text-slate-400">{choice.help}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
