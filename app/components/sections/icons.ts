import {
  BellRing,
  Building2,
  ChartColumn,
  Clock,
  CloudSun,
  CreditCard,
  Globe,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  Package,
  Palette,
  PiggyBank,
  Plug,
  Printer,
  QrCode,
  Receipt,
  Store,
  Tag,
  TrendingUp,
  Undo2,
  Users,
} from "lucide-react";
import type { IconName } from "../../../content/ids";

export type { IconName };

/**
 * Copy names an icon by key, so editors pick from this list without touching JSX. Kept short on
 * purpose: every icon here ships with every page that shows feature cards.
 */
export const ICONS = {
  bell: BellRing,
  building: Building2,
  chart: ChartColumn,
  clock: Clock,
  weather: CloudSun,
  card: CreditCard,
  globe: Globe,
  dashboard: LayoutDashboard,
  map: MapPin,
  stock: Package,
  palette: Palette,
  savings: PiggyBank,
  plug: Plug,
  printer: Printer,
  qr: QrCode,
  receipt: Receipt,
  store: Store,
  tag: Tag,
  growth: TrendingUp,
  refund: Undo2,
  users: Users,
} as const satisfies Record<IconName, LucideIcon>;
