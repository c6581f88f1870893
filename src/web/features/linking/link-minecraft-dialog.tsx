import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';

/** The account-linking dialog (spec 3, "Link dialog"); built with the shop issue. */
export function LinkMinecraftDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Link your Minecraft account</DialogTitle>
        <DialogDescription>Join the server and type the command shown here in chat to link your account.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
