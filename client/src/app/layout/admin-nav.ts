import {
  Film,
  Images,
  LayoutDashboard,
  ListChecks,
  MapPin,
  MessageSquareWarning,
  FileText,
  Inbox,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path counts as current (the dashboard is the prefix of every other screen). */
  end?: boolean;
}

/** SPEC §2: Dashboard, Movies, Locations, Sliders, Pages, Content Generator, Settings (+ moderation, reviews and the job queues). */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin, icon: LayoutDashboard, end: true },
  { label: 'Movies', to: paths.adminMovies, icon: Film },
  { label: 'Locations', to: paths.adminLocations, icon: MapPin },
  { label: 'Sliders', to: paths.adminSliders, icon: Images },
  { label: 'Pages', to: paths.adminPages, icon: FileText },
  { label: 'Moderation', to: paths.adminModeration, icon: Inbox },
  { label: 'Reviews', to: paths.adminReviews, icon: MessageSquareWarning },
  { label: 'Content Generator', to: paths.adminContentGenerator, icon: Sparkles },
  { label: 'Settings', to: paths.adminSettings, icon: Settings },
  { label: 'Queues', to: paths.adminQueues, icon: ListChecks },
];
