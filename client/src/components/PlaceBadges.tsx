import { Clapperboard, Crosshair, Film, MapPinned, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  LOCATION_KIND_LABELS,
  LOCATION_PRECISION_LABELS,
  parseSceneTime,
  type LocationKind,
  type LocationPrecision,
} from '@contracts';

const BADGE = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 whitespace-nowrap';

/**
 * How exact the place's position is and whether it was filmed there (issue 34), as words: the icon
 * and colour only repeat what the text says. A place whose position is less than exact, or that was
 * only set there, is told in amber, so a visitor does not walk to a city centre expecting a set.
 */
export function PlaceBadges({
  precision,
  kind,
  size = 'md',
  className = '',
}: {
  precision: LocationPrecision;
  kind: LocationKind;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const small = size === 'sm' ? 'px-2.5 py-0.5 text-xs' : '';
  const icon = size === 'sm' ? 'h-3.5 w-3.5' : 'h-4 w-4';
  const exact = precision === 'exact';
  const filmed = kind === 'filmed_here';
  const PrecisionIcon = exact ? Crosshair : MapPinned;
  const KindIcon = filmed ? Film : Clapperboard;
  return (
    <ul aria-label="About this place's position" className={`flex flex-wrap gap-2 ${className}`}>
      <Badge testId="precision-badge" plain={exact} icon={PrecisionIcon} iconClass={icon} sizeClass={small}>
        {LOCATION_PRECISION_LABELS[precision]}
      </Badge>
      <Badge testId="kind-badge" plain={filmed} icon={KindIcon} iconClass={icon} sizeClass={small}>
        {LOCATION_KIND_LABELS[kind]}
      </Badge>
    </ul>
  );
}

/** A time in the film (`1:02:15`) as an HTML duration (`PT1H2M15S`), for the <time> element. */
export function sceneTimeDuration(text: string): string | undefined {
  const seconds = parseSceneTime(text);
  if (seconds === null) return undefined;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${h || m ? `${m}M` : ''}${s}S`;
}

/** "At 1:02:15 in the film", the time as a <time> element. */
export function SceneTime({ time, className = '' }: { time: string; className?: string }) {
  return (
    <p className={className}>
      At <time dateTime={sceneTimeDuration(time)}>{time}</time> in the film
    </p>
  );
}

/** One badge: plain for the usual case, amber for what makes a visit less certain (the words say it too). */
function Badge(props: {
  testId: string;
  plain: boolean;
  icon: LucideIcon;
  iconClass: string;
  sizeClass: string;
  children: ReactNode;
}) {
  const { icon: Icon } = props;
  const look = props.plain
    ? 'bg-slate-800/80 text-slate-200 ring-slate-600'
    : 'bg-amber-500/10 text-amber-200 ring-amber-500/40';
  return (
    <li data-testid={props.testId} className={`${BADGE} ${props.sizeClass} ${look}`}>
      <Icon aria-hidden="true" className={props.iconClass} />
      {props.children}
    </li>
  );
}
