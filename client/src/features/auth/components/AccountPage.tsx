import { zodResolver } from '@hookform/resolvers/zod';
import { Download, KeyRound, Mail, MessageSquareText, Trash2, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { secondaryButtonClass } from '@/components/button-styles';
import { FormField } from '@/components/FormField';
import { paths } from '@/config/paths';
import { NewPasswordFields } from './NewPasswordFields';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import type { AuthUser, MyTripData, OwnReview } from '@contracts';
import { changePassword, deleteAccount, renameAccount, requestEmailChange } from '../api/account';
import {
  deletionSchema,
  displayNameSchema,
  emailChangeSchema,
  passwordChangeSchema,
  type DeletionValues,
  type DisplayNameValues,
  type EmailChangeValues,
  type PasswordChangeValues,
} from '../api/account-schemas';

/** What the server said, for a field; anything unexpected gets the generic message. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong. Please try again.';

interface AccountPageProps {
  /** The user's reviews with their actions (the reviews feature, composed by the route). */
  reviews: (user: AuthUser) => ReactNode;
  /** Every review of the user, for the data download. */
  loadReviews: () => Promise<OwnReview[]>;
  /** The user's trips and saved places, for the data download. */
  loadTrips: () => Promise<MyTripData>;
}

/** /account: the signed-in user's name, password, reviews, data and the way out. */
export function AccountPage({ reviews, loadReviews, loadTrips }: AccountPageProps) {
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
        <Section
          id="account-reviews"
          icon={<MessageSquareText aria-hidden="true" className="size-5 text-amber-500" />}
          title="Your reviews"
        >
          {reviews(user)}
        </Section>
        <DataSection user={user} loadReviews={loadReviews} loadTrips={loadTrips} />
        <DeleteSection />
      </div>
    </div>
  );
}

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-800 bg-slate-900/60 p-6">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-white">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const saveButtonClass =
  'inline-flex h-11 items-center justify-center rounded-lg bg-amber-500 px-5 font-semibold text-slate-950 transition hover:bg-amber-400 disabled:cursor-wait disabled:opacity-70';

function DisplayNameSection({ user }: { user: AuthUser }) {
  const { updateUser } = useAuth();
  const form = useForm<DisplayNameValues>({
    resolver: zodResolver(displayNameSchema),
    defaultValues: { display_name: user.display_name },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      updateUser(await renameAccount(values));
      toast.success('Display name saved');
    } catch (error) {
      form.setError('display_name', { message: messageOf(error) }, { shouldFocus: true });
    }
  });
  return (
    <Section
      id="account-name"
      icon={<UserRound aria-hidden="true" className="size-5 text-amber-500" />}
      title="Display name"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label="Display name"
          autoComplete="nickname"
          description="Shown on your reviews instead of your email."
          error={errors.display_name?.message}
          {...form.register('display_name')}
        />
        <button type="submit" disabled={isSubmitting} className={saveButtonClass}>
          {isSubmitting ? 'Saving...' : 'Save Display Name'}
        </button>
      </form>
    </Section>
  );
}

function EmailSection() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', current_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await requestEmailChange(values);
      setSent(message);
      form.reset();
    } catch (error) {
      const field = error instanceof ApiError && error.status === 403 ? 'current_password' : 'email';
      form.setError(field, { message: messageOf(error) }, { shouldFocus: true });
    }
  });
  return (
    <Section
      id="account-email"
      icon={<Mail aria-hidden="true" className="size-5 text-amber-500" />}
      title="Email address"
    >
      <p className="text-sm text-slate-400">
        We send a link to the new address; your account uses it once you open that link.
      </p>
      {sent && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-emerald-700 bg-emerald-950/40 px-4 py-3 text-sm text-emerald-200"
        >
          {sent}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <FormField
          label="New Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <button type="submit" disabled={isSubmitting} className={saveButtonClass}>
          {isSubmitting ? 'Sending...' : 'Change Email'}
        </button>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { applySession } = useAuth();
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ current_password, password }) => {
    try {
      applySession(await changePassword({ current_password, password }));
      form.reset();
      toast.success('Password changed. You were signed out on your other devices.');
    } catch (error) {
      form.setError('current_password', { message: messageOf(error) }, { shouldFocus: true });
    }
  });
  return (
    <Section
      id="account-password"
      icon={<KeyRound aria-hidden="true" className="size-5 text-amber-500" />}
      title="Password"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <NewPasswordFields register={form.register} errors={errors} passwordLabel="New Password" />
        <button type="submit" disabled={isSubmitting} className={saveButtonClass}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </button>
      </form>
    </Section>
  );
}

function DataSection({
  user,
  loadReviews,
  loadTrips,
}: { user: AuthUser } & Pick<AccountPageProps, 'loadReviews' | 'loadTrips'>) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const [reviews, { trips, saved_places }] = await Promise.all([loadReviews(), loadTrips()]);
      const data = {
        exported_at: new Date().toISOString(),
        profile: { email: user.email, display_name: user.display_name, role: user.role },
        reviews,
        trips,
        saved_places,
      };
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'reelatlas-my-data.json' });
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error('Your data could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section
      id="account-data"
      icon={<Download aria-hidden="true" className="size-5 text-amber-500" />}
      title="Your data"
    >
      <p className="text-sm text-slate-400">
        Your profile, every review you wrote, your trips and your saved places, as a JSON file.
      </p>
      <button type="button" onClick={download} disabled={busy} className={`${secondaryButtonClass} mt-4`}>
        {busy ? 'Preparing...' : 'Download My Data'}
      </button>
    </Section>
  );
}

function DeleteSection() {
  const { applySession } = useAuth();
  const navigate = useNavigate();
  const form = useForm<DeletionValues>({ resolver: zodResolver(deletionSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await deleteAccount(values);
      applySession(null);
      toast.success('Your account and your reviews were deleted.');
      navigate(paths.home, { replace: true });
    } catch (error) {
      form.setError('password', { message: messageOf(error) }, { shouldFocus: true });
    }
  });
  return (
    <Section
      id="account-delete"
      icon={<Trash2 aria-hidden="true" className="size-5 text-red-400" />}
      title="Delete account"
    >
      <p className="text-sm text-slate-400">
        This deletes your account and all your reviews, for good. The places&apos; ratings are updated at once.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <FormField
          label="Password to confirm"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-red-600 px-5 font-semibold text-white transition hover:bg-red-500 disabled:cursor-wait disabled:opacity-70"
        >
          {isSubmitting ? 'Deleting...' : 'Delete My Account'}
        </button>
      </form>
    </Section>
  );
}
