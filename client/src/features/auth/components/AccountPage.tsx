import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import type { AuthUser } from '@contracts';
import type { DataLoaders } from '../hooks/use-data-download';
import { AccountSection } from './AccountSection';
import { DataSection } from './DataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DisplayNameSection } from './DisplayNameSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';

/** The data download's reads (every review, trip and saved place of the user) come from their features. */
interface AccountPageProps extends DataLoaders {
  /** The user's reviews with their actions (the reviews feature, composed by the route). */
  reviews: (user: AuthUser) => ReactNode;
}

/** /account: the signed-in user's name, password, reviews, data and the way out. */
export function AccountPage({ reviews, ...loaders }: AccountPageProps) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <header className="border-b border-slate-800 pb-8">
        <h1 className="font-display text-4xl font-bold text-white sm:text-5xl">Your Account</h1>
        <p className="mt-3 text-slate-400">
          Signed in as <span className="text-slate-200">{user.email}</span>. Only you see this address.
        </p>
      </header>
      <div className="mt-8 space-y-6">
        <DisplayNameSection user={user} />
        <EmailSection />
        <PasswordSection />
        <AccountSection id="account-reviews" icon={MessageSquareText} title="Your reviews">
          {reviews(user)}
        </AccountSection>
        <DataSection user={user} loaders={loaders} />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
