import {
  BarChart,
  Cloud,
  Code,
  Database,
  type LucideIcon,
  Monitor,
  Network,
  Server,
  Shield,
  Smartphone,
  Wrench,
} from 'lucide-react';

// spec 002 §3: the icon choices of a product; Cloud is the fallback.
const ICONS: Record<string, LucideIcon> = {
  Cloud,
  Wrench,
  BarChart,
  Shield,
  Database,
  Smartphone,
  Monitor,
  Server,
  Network,
  Code,
};

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

export function ProductIcon({
  icon,
  color,
  size = 'md',
}: {
  icon: string;
  color: string;
  size?: 'md' | 'lg';
}) {
  const Icon = ICONS[icon] ?? Cloud;
  const tint = HEX_COLOR.test(color) ? color : '#1976d2';
  const box = size === 'lg' ? 'size-16' : 'size-12';
  return (
    <span
      className={`flex ${box} shrink-0 items-center justify-center rounded-xl`}
      style={{ backgroundColor: `${tint}1a`, color: tint }}
    >
      <Icon className={size === 'lg' ? 'size-8' : 'size-6'} aria-hidden="true" />
    </span>
  );
}
