/** The System Status page's fixed figures. The Minecraft Server row's state is live on the page (its Server List Ping); the rest is hard-coded. */
export const SERVICE_STATUSES = ['operational', 'degraded', 'outage', 'maintenance'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface Service {
  name: string;
  description: string;
  status: ServiceStatus;
  /** Over the last 90 days. */
  uptime: string;
}

export const SERVICES: readonly Service[] = [
  { name: 'Minecraft Server', description: 'The Cobblemon game server', status: 'operational', uptime: '99.95%' },
  {
    name: 'Discord Bot',
    description: 'Announcements, roles and gym leader pings',
    status: 'operational',
    uptime: '99.90%',
  },
  { name: 'Website', description: 'This website and its shop', status: 'operational', uptime: '99.99%' },
  { name: 'Database', description: 'Accounts, ladder, badges and purchases', status: 'operational', uptime: '99.98%' },
  { name: 'Authentication', description: 'Sign-in with Discord', status: 'operational', uptime: '99.97%' },
];

export type IncidentStatus = 'resolved' | 'completed';

export interface Incident {
  title: string;
  status: IncidentStatus;
  date: string;
  affected: string;
  text: string;
}

export const INCIDENTS: readonly Incident[] = [
  {
    title: 'Scheduled database maintenance',
    status: 'completed',
    date: 'September 28, 2025',
    affected: 'Database, Website',
    text: 'Planned database upgrade. Sign-in, forms and the shop were paused for about 20 minutes while the game server kept running.',
  },
  {
    title: 'Minecraft server lag spikes',
    status: 'resolved',
    date: 'September 21, 2025',
    affected: 'Minecraft Server',
    text: 'A misbehaving farm caused lag spikes for about 45 minutes in the evening. Staff removed it and performance returned to normal.',
  },
];

/** The overall banner follows the worst service: an outage outweighs maintenance, which outweighs a slowdown. */
export function overallStatus(services: readonly Service[]): ServiceStatus {
  const order: ServiceStatus[] = ['outage', 'maintenance', 'degraded', 'operational'];
  return order.find((s) => services.some((svc) => svc.status === s)) ?? 'operational';
}
