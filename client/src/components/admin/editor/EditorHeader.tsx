import { ExternalLink, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdminPageHeader, adminSecondaryButtonClass } from '../AdminPageHeader';

export interface EditorHeaderProps {
  title: string;
  /** The screen the editor belongs to ("← All movies", or a location's movie). */
  back: { to: string; label: string };
  /** A saved record's public page, opened in a new tab. */
  viewHref?: string;
  onDelete?: () => void;
}

/** An editor's heading with its way back, and for a saved record View and Delete. */
export function EditorHeader({ title, back, viewHref, onDelete }: EditorHeaderProps) {
  return (
    <AdminPageHeader
      title={title}
      description={
        <Link to={back.to} className="text-sm font-semibold text-amber-400 hover:text-amber-300">
          ← {back.label}
        </Link>
      }
      actions={
        (viewHref || onDelete) && (
          <>
            {viewHref && (
              <a href={viewHref} target="_blank" rel="noreferrer" className={adminSecondaryButtonClass}>
                View <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
            {onDelete && (
              <button type="button" className={adminSecondaryButtonClass} onClick={onDelete}>
                <Trash2 aria-hidden="true" className="size-4" /> Delete
              </button>
            )}
          </>
        )
      }
    />
  );
}
