import { useState, type FormEvent, type ReactNode } from 'react';
import type { GenerationInput } from '@contracts';
import { generationInputSchema } from '@contracts/generation-rules';
import { TextField } from '@/components/admin/fields';
import { adminCardClass, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';

/** Movie Title (required), Year (integer or empty), Director; 'Generate Content' (SPEC §2, §5). */
export function GeneratorForm({
  busy,
  enabled,
  onGenerate,
  resetKey,
  children,
}: {
  busy: boolean;
  /** False when generation is not configured or today's budget is spent. */
  enabled: boolean;
  onGenerate: (input: GenerationInput) => void;
  /** Changes after a successful save, which clears the form (SPEC §4). */
  resetKey: number;
  /** Shown under the button (what is left of today's budget). */
  children?: ReactNode;
}) {
  return (
    <FormFields key={resetKey} busy={busy} enabled={enabled} onGenerate={onGenerate}>
      {children}
    </FormFields>
  );
}

function FormFields({ busy, enabled, onGenerate, children }: Omit<Parameters<typeof GeneratorForm>[0], 'resetKey'>) {
  const [title, setTitle] = useState('');
  const [year, setYear] = useState('');
  const [director, setDirector] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = generationInputSchema.safeParse({ title, year, director });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onGenerate({ ...parsed.data, year: parsed.data.year ?? undefined });
  };

  return (
    <form onSubmit={submit} noValidate className={`${adminCardClass} space-y-4`} aria-label="Generate content">
      <TextField label="Movie Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Year"
          inputMode="numeric"
          value={year}
          onChange={(e) => setYear(e.target.value)}
          error={errors.year}
        />
        <TextField
          label="Director"
          value={director}
          onChange={(e) => setDirector(e.target.value)}
          error={errors.director}
        />
      </div>
      <button type="submit" className={adminPrimaryButtonClass} disabled={!enabled || busy || title.trim() === ''}>
        {busy ? 'Generating...' : 'Generate Content'}
      </button>
      {children}
    </form>
  );
}
