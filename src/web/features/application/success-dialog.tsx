import { CheckCircle2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';

export function SuccessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-center">
        <CheckCircle2 className="mx-auto mb-3 h-12 w-12 text-success" aria-hidden="true" />
        <DialogTitle>Application Submitted!</DialogTitle>
        <DialogDescription className="mt-2">
          Thank you for applying. Our staff will review your application, and you will be contacted via Discord if you
          are selected.
        </DialogDescription>
        <Button className="mt-6 w-full" onClick={() => navigate('/')}>
          Return to Home
        </Button>
      </DialogContent>
    </Dialog>
  );
}
