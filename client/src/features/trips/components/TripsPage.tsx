import { Map as MapIcon, MapPinned } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { TRIPS_PER_USER_MAX, type TripSummary } from '@contracts';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useCreateTrip } from '../api/create-trip';
import { useTrips } from '../api/get-trips';
import { errorMessage } from '../lib/error-message';
import { countOf } from '../lib/format';
import { SignInPrompt } from './SignInPrompt';
import { DeleteTripDialog } from './DeleteTripDialog';
import { TripCard } from './TripCard';
import { TripNameForm } from './TripNameForm';

/** /trips: the signed-in visitor's trips, a new one by name, rename and delete (confirmed). */
export function TripsPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <TripsSkeleton />;
  if (!user)
    return (
      <SignInPrompt
        icon={MapPinned}
        title="Sign In to Plan Trips"
        message="Trips keep film locations in walking order, split into days, with directions for your phone. Sign in and you will be back here."
      />
    );
  return <SignedInTrips />;
}

function SignedInTrips() {
  const trips = useTrips();
  const create = useCreateTrip();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<TripSummary | null>(null);

  const createTrip = (name: string) =>
    create.mutateAsync({ name }).then(
      (trip) => {
        toast.success('Trip created');
        navigate(paths.trip(trip.id));
      },
      (error: unknown) => {
        toast.error(errorMessage(error, 'Failed to create the trip. Please try again.'));
        throw error;
      },
    );

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <header className="border-b border-slate-800 pb-6">
        <h1 className="font-display text-4xl font-bold text-white sm:text-5xl">My Trips</h1>
        <p className="mt-3 text-slate-400">
          Put film locations in walking order, split them into days and take the route to your phone.
        </p>
      </header>
      <div className="mt-6 rounded-2xl border border-slate-800 bg-slate-900/60 p-4 sm:p-5">
        <TripNameForm
          label="New trip"
          placeholder="e.g. Paris in Amélie"
          submitLabel="Create Trip"
          busyLabel="Creating..."
          onSubmit={createTrip}
        />
      </div>
      <div className="mt-8">
        {trips.isPending ? (
          <TripsSkeleton inline />
        ) : trips.isError ? (
          <ErrorState message="We could not load your trips." onRetry={() => void trips.refetch()} />
        ) : trips.data.length === 0 ? (
          <EmptyState
            icon={MapIcon}
            title="No trips yet"
            message="Name a trip above, or open a movie and choose Plan a Trip to start with its filming locations."
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-400">
              {countOf(trips.data.length, 'trip')} of {TRIPS_PER_USER_MAX}
            </p>
            <ul className="space-y-3">
              {trips.data.map((trip) => (
                <TripCard key={trip.id} trip={trip} onDelete={() => setDeleting(trip)} />
              ))}
            </ul>
          </>
        )}
      </div>
      <DeleteTripDialog trip={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function TripsSkeleton({ inline = false }: { inline?: boolean }) {
  return (
    <div
      role="status"
      aria-label="Loading trips"
      className={inline ? 'space-y-3' : 'mx-auto max-w-3xl space-y-3 px-4 pt-10 sm:px-6'}
    >
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-24 rounded-2xl" />
      ))}
    </div>
  );
}
