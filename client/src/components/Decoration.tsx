/** A purely visual layer (a glow, a rule) placed by its classes: never read out, never in the way of a click. */
export function Decoration({ className }: { className: string }) {
  return <div aria-hidden="true" className={`pointer-events-none absolute ${className}`} />;
}
