import { notifyFailure } from '@/web/lib/notify';
import { Button, type ButtonProps } from './button';

/** A mutation that takes no input, as much of it as the button needs. */
interface Action {
  mutate: (variables: undefined, options: { onError: (err: unknown) => void }) => void;
  isPending: boolean;
}

/** A button for an action without input (Withdraw, Check In): it spins while the action runs and toasts a failure. */
export function ActionButton({
  action,
  errorTitle,
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'> & { action: Action; errorTitle: string }) {
  return (
    <Button
      {...props}
      loading={action.isPending}
      onClick={() => action.mutate(undefined, { onError: notifyFailure(errorTitle) })}
    />
  );
}
