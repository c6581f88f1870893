import { createContext, createElement, useContext, type ComponentType } from 'react';

/**
 * The Link Minecraft dialog belongs to the linking feature; the layout hands it down through this
 * context, so the shop's checkout opens the same dialog as the navigation bar without importing it.
 */
export type LinkDialogComponent = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

export const LinkDialogContext = createContext<LinkDialogComponent | null>(null);

/** Renders the Link Minecraft dialog the layout provides (nothing outside the layout). */
export function LinkDialogSlot(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const dialog = useContext(LinkDialogContext);
  return dialog ? createElement(dialog, props) : null;
}
