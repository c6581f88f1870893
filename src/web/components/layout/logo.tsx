/**
 * The site's mark. Drawn inline: an SVG file, in an `<img>` or as the tab's icon, costs the page's main thread an SVG
 * document of its own (5–25 ms on this machine) at the time of the first paint (decision 024), so no page shows one.
 * The tab's icon is this drawing as a 64-pixel PNG (`public/favicon.png`, a screenshot of it in Chromium).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="15" fill="#ef4444" stroke="#111827" strokeWidth="2" />
      <path d="M1 16h30v1H1z" fill="#111827" />
      <path d="M1 17a15 15 0 0 0 30 0z" fill="#f9fafb" />
      <circle cx="16" cy="16.5" r="4.5" fill="#f9fafb" stroke="#111827" strokeWidth="2" />
    </svg>
  );
}
