export { Card, CardHeader, CardTitle, type CardProps, type CardTitleProps } from './Card';
