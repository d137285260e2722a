/** A soft blurred circle of colour behind a section's content; `className` places, sizes and tints it. */
export function Glow({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={`pointer-events-none absolute rounded-full blur-3xl ${className}`} />
  );
}
