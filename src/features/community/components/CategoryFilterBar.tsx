import { Button } from '../../../components/Button';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import { categoryFilters } from '../model';
import type { CategoryFilter } from '../model';

const Row = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
});

export interface CategoryFilterBarProps {
  /** The category shown, or all. */
  value: CategoryFilter;
  onChange: (filter: CategoryFilter) => void;
}

/** The category filter buttons (spec section 9): one is pressed, and assistive tech hears which. */
export function CategoryFilterBar({ value, onChange }: CategoryFilterBarProps) {
  const t = useT();
  return (
    <Row role="group" aria-label={t('community.filter.label')}>
      {categoryFilters.map((filter) => {
        const pressed = value === filter;
        return (
          <Button
            key={filter}
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
          >
            {filter === 'all' ? t('community.filter.all') : t(`community.category.${filter}`)}
          </Button>
        );
      })}
    </Row>
  );
}
