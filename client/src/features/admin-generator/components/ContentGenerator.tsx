import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { useGeneratorSession } from '../hooks/use-generator-session';
import { DraftPreview } from './DraftPreview';
import { budgetSpent, GenerationBudget } from './GenerationBudget';
import { GenerationHistory } from './GenerationHistory';
import { GenerationSteps } from './GenerationSteps';
import { GeneratorForm } from './GeneratorForm';

/** SPEC §4 states: idle → generating (polling the job) → generated preview → saving → cleared. */
export function ContentGenerator() {
  const session = useGeneratorSession();
  const { config, current, ready } = session;
  const configured = config.data?.configured ?? false;
  return (
    <div className="space-y-6">
      {config.isSuccess && !configured && (
        <p role="status" className={`${adminCardClass} max-w-2xl text-slate-300`}>
          Generation is not configured. Give the server an OpenAI API key (optionally another OpenAI-compatible endpoint
          and model) in its environment and restart it; README, "AI content generator", names the settings.
        </p>
      )}
      <GeneratorForm
        busy={session.generating || session.saving}
        enabled={configured && !budgetSpent(config.data)}
        onGenerate={session.generate}
        resetKey={session.resetKey}
      >
        {configured && config.data && <GenerationBudget config={config.data} />}
      </GeneratorForm>
      {current && !ready && <GenerationSteps generation={current} />}
      {ready ? (
        <DraftPreview
          draft={ready.draft}
          onChange={session.editDraft}
          addToExisting={ready.addToExisting}
          onAddToExistingChange={session.chooseAddToExisting}
          saving={session.saving || session.generating}
          onSave={session.saveDraft}
        />
      ) : (
        !current && <p className={`${adminCardClass} text-slate-400`}>Generated content will appear here</p>
      )}
      <GenerationHistory items={session.history} onReopen={session.reopen} />
    </div>
  );
}
