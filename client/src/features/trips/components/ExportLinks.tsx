import { Download, Printer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { useDownloadTripFile, type TripFileFormat } from '../api/download-trip-file';
import { errorMessage } from '../lib/error-message';
import { smallButtonClass } from './styles';

const FORMATS: { format: TripFileFormat; label: string; hint: string }[] = [
  { format: 'gpx', label: 'Download GPX', hint: 'OsmAnd, Organic Maps, Garmin' },
  { format: 'kml', label: 'Download KML', hint: 'Google My Maps, Google Earth' },
];

interface ExportLinksProps {
  /** The owner's trip: the files are fetched signed in. */
  tripId?: string;
  /** A shared trip's files: plain links anyone with the share link may follow. */
  fileUrl?: (format: TripFileFormat) => string;
  printPath: string;
}

/** GPX and KML for maps apps, and the print view. */
export function ExportLinks({ tripId, fileUrl, printPath }: ExportLinksProps) {
  const download = useDownloadTripFile(tripId ?? '');
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2">
        {FORMATS.map(({ format, label, hint }) => (
          <li key={format}>
            {fileUrl ? (
              <a href={fileUrl(format)} download className={smallButtonClass} title={hint}>
                <Download aria-hidden="true" className="size-4" /> {label}
              </a>
            ) : (
              <button
                type="button"
                title={hint}
                disabled={download.isPending}
                className={smallButtonClass}
                onClick={() =>
                  download.mutate(format, {
                    onError: (error) =>
                      toast.error(errorMessage(error, 'Failed to download the file. Please try again.')),
                  })
                }
              >
                <Download aria-hidden="true" className="size-4" /> {label}
              </button>
            )}
          </li>
        ))}
        <li>
          <Link to={printPath} className={smallButtonClass}>
            <Printer aria-hidden="true" className="size-4" /> Print
          </Link>
        </li>
      </ul>
      <p className="text-xs text-slate-400">
        GPX opens in OsmAnd, Organic Maps and Garmin devices; KML imports into Google My Maps. Each stop carries its
        note and its film.
      </p>
    </div>
  );
}
