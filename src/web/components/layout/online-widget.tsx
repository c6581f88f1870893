import { useQuery } from '@tanstack/react-query';
import { formatCount } from '@/domain/shared/numbers';
import { onlineCountLabel } from '@/domain/site/online-count';
import { api } from '@/web/lib/api';
import { cn } from '@/web/lib/cn';
import { useSiteConfig } from '@/web/lib/site-config';

interface DiscordOnline {
  online: number | null;
  invite: string | null;
}

export function useDiscordOnline() {
  return useQuery({
    queryKey: ['discord-online'],
    queryFn: () => api.get<DiscordOnline>('/api/discord/online'),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

/**
 * 'Checking...' while loading, the count and what it counts once known ('128 online on Discord': members of the
 * Discord guild, not players in game), 'Discord status unavailable' otherwise.
 */
export function OnlineCountText({ className }: { className?: string }) {
  const { data, isPending } = useDiscordOnline();
  const text = isPending
    ? 'Checking...'
    : data?.online == null
      ? 'Discord status unavailable'
      : onlineCountLabel('discord', formatCount(data.online));
  return (
    <span className={cn('text-xs text-muted', className)} aria-live="polite">
      {text}
    </span>
  );
}

export function JoinDiscordLink({
  className,
  children = 'Join Discord',
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  const { data } = useDiscordOnline();
  const { discordInviteUrl } = useSiteConfig();
  return (
    <a
      href={data?.invite ?? discordInviteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex h-8 items-center rounded-md bg-discord px-3 text-xs font-semibold text-white hover:bg-discord/90',
        className,
      )}
    >
      {children}
    </a>
  );
}
