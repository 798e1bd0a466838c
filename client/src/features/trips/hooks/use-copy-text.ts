import { toast } from 'sonner';

/**
 * Copies text to the clipboard and says so. Where the browser refuses (no permission, an older
 * browser), the text stays on screen, selected, for the visitor to copy.
 */
export function useCopyText() {
  return async (text: string, done: string, field?: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      field?.select();
      toast.info('Copy the link from the box.');
    }
  };
}
