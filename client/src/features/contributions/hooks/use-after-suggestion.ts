import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';

/** Where a sent suggestion leads: the visitor's list, where it waits for an editor. */
export function useAfterSuggestion() {
  const navigate = useNavigate();
  return (message: string) => {
    toast.success(message);
    navigate(paths.myContributions);
  };
}
