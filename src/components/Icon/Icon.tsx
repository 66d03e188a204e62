import type { LucideIcon, LucideProps } from 'lucide-react';

// The app's icon vocabulary: lucide icons under the names the product speaks. Named imports keep
// the bundle to the icons used; screens import from here so a swap of icon set touches one file.
export {
  BookOpen as Resources,
  CalendarDays as Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  EighthNotes as Sounds,
  Ellipsis as More,
  ExternalLink,
  FaceExpressionless as Annoyed,
  FaceGrinning as Laugh,
  FaceNeutral as Meh,
  FaceSlightlyFrowning as Frown,
  FaceSlightlySmiling as Smile,
  Flag as Report,
  Flame as Streak,
  Globe as Language,
  Headphones,
  Heart,
  HeartHandshake as Support,
  House as Home,
  Info,
  LifeBuoy as Crisis,
  Lock as Privacy,
  Menu,
  MessageCircle as Chat,
  MessageSquare as Text,
  Minus,
  Moon,
  Pause,
  Pencil as Edit,
  Phone,
  Play,
  Plus,
  Search,
  Send,
  Settings,
  Share2 as Share,
  ShieldCheck as Safety,
  Sparkles,
  Star,
  Sun,
  Target as Goals,
  Trash as Delete,
  TriangleExclamationPoint as Warning,
  Trophy,
  User as Profile,
  Users as Community,
  Video,
  Wind as Breathing,
  X as Close,
} from 'lucide-react';

export type { LucideIcon as IconComponent } from 'lucide-react';

const iconSizes = { sm: '1em', md: '1.25em', lg: '1.5em', xl: '2em' } as const;

export interface IconProps extends Omit<LucideProps, 'ref' | 'size'> {
  /** Which icon, e.g. `Home` or `Crisis` from this module. */
  icon: LucideIcon;
  /** Relative to the surrounding text, so icons grow with the user's font size. */
  size?: keyof typeof iconSizes;
  /** Makes the icon meaningful (`role="img"` with this name); without it the icon is decorative. */
  label?: string;
}

/** An icon sized to the text around it: decorative (`aria-hidden`) unless it has a `label`. */
export function Icon({ icon: Glyph, size = 'md', label, ...props }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return <Glyph size={iconSizes[size]} focusable="false" {...props} {...a11y} />;
}
