import { useEffect, useRef, type ReactNode } from 'react';

interface DialogShellProps {
  open: boolean;
  /** Escape asks the owner to close, so whether the window is open stays the owner's state. */
  onClose: () => void;
  /** The id of the window's title, which names it to screen readers. */
  titleId: string;
  className: string;
  children: ReactNode;
}

/** A modal window on the native <dialog>: the browser keeps focus inside it and Escape closes it. */
export function DialogShell({ open, onClose, titleId, className, children }: DialogShellProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
