import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Me } from '@/domain/account/me';
import { api } from '@/web/lib/api';
import { notify } from '@/web/lib/notify';

export type { Me };

interface AuthValue {
  loading: boolean;
  user: Me['user'];
  minecraft: Me['minecraft'];
  gymLeader: boolean;
  signingIn: boolean;
  signingOut: boolean;
  /** Starts the Discord redirect flow; comes back to `callbackURL` (the current page by default). */
  signIn: (callbackURL?: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

export const meQueryKey = ['me'] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: () => api.get<Me>('/api/me'),
    staleTime: 60_000,
    meta: { tables: ['minecraft_accounts', 'gym_leaders'] },
  });
  const [signingIn, setSigningIn] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signIn = useCallback(async (callbackURL?: string) => {
    setSigningIn(true);
    try {
      const here = window.location.pathname + window.location.search;
      const res = await api.post<{ url: string }>('/api/auth/sign-in/social', {
        provider: 'discord',
        callbackURL: callbackURL ?? here,
        errorCallbackURL: `/?signin=failed`,
      });
      window.location.assign(res.url);
    } catch (err) {
      console.error(err);
      setSigningIn(false);
      throw err;
    }
  }, []);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await api.post('/api/auth/sign-out');
      queryClient.setQueryData<Me>(meQueryKey, { user: null, minecraft: null, gymLeader: false });
      notify('message', 'Signed out', 'You have been successfully signed out.');
    } catch (err) {
      console.error(err);
      throw err;
    } finally {
      setSigningOut(false);
    }
  }, [queryClient]);

  const value = useMemo<AuthValue>(
    () => ({
      loading: me.isPending,
      user: me.data?.user ?? null,
      minecraft: me.data?.minecraft ?? null,
      gymLeader: me.data?.gymLeader ?? false,
      signingIn,
      signingOut,
      signIn,
      signOut,
    }),
    [me.isPending, me.data, signingIn, signingOut, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
