/**
 * Call-to-action colours for links styled as buttons. The default button (white on the primary
 * red) falls short of the WCAG AA contrast ratio for small text, so these pages use the accent.
 */
export const CTA = 'bg-accent text-black hover:bg-accent/90';
