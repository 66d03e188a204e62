export { Badge, Tag, type BadgeProps, type TagProps } from './Badge';
