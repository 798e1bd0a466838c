import { Download } from 'lucide-react';
import { secondaryButtonClass } from '@/components/button-styles';
import type { AuthUser } from '@contracts';
import { useDataDownload, type DataLoaders } from '../hooks/use-data-download';
import { AccountSection } from './AccountSection';

/** Download My Data: the profile and what the user wrote and saved. */
export function DataSection({ user, loaders }: { user: AuthUser; loaders: DataLoaders }) {
  const { busy, download } = useDataDownload(user, loaders);
  return (
    <AccountSection id="account-data" icon={Download} title="Your data">
      <p className="text-sm text-slate-400">
        Your profile, every review you wrote, your trips and saved places, as a JSON file.
      </p>
      <button type="button" onClick={download} disabled={busy} className={`${secondaryButtonClass} mt-4`}>
        {busy ? 'Preparing...' : 'Download My Data'}
      </button>
    </AccountSection>
  );
}
