import { Bookmark, LayoutDashboard, MapPinned, Route, UserRound, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The signed-in visitor's own pages, in the order both user menus (the header's dropdown and the
 * phone's opened menu) list them; the Admin Dashboard comes last, for admins only. The icons are
 * ones the home page already loads: the header is in its script budget.
 */
export function accountLinks(isAdmin: boolean): AccountLink[] {
  const links: AccountLink[] = [
    { to: paths.account, label: 'Your Account', icon: UserRound },
    { to: paths.myPlaces, label: 'My Places', icon: Bookmark },
    { to: paths.trips, label: 'My Trips', icon: Route },
    { to: paths.myContributions, label: 'My Contributions', icon: MapPinned },
  ];
  return isAdmin ? [...links, { to: paths.admin, label: 'Admin Dashboard', icon: LayoutDashboard }] : links;
}
