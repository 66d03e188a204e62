import type { FormEvent, Ref } from 'react';

import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Icon, Sparkles } from '../../../components/Icon';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import { isCategory, isCulture, resourceCategories, resourceCultures } from '../model';
import type { CategoryCounts, CategoryFilter, ResourceCulture, ResourceFilters as Filters } from '../model';

const Form = styled('form', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
});

const Selects = styled('div', {
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: '1fr 1fr' },
});

const Row = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
});

const Count = styled('span', {
  minInlineSize: '1.5em',
  px: '$1',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: '$semibold',
  lineHeight: '$normal',
  fontVariantNumeric: 'tabular-nums',
  backgroundColor: '$surfaceSunken',
  color: '$text',
  '[aria-pressed="true"] &': { backgroundColor: '$onAccent', color: '$accent' },
});

const categoryFilters: readonly CategoryFilter[] = ['all', ...resourceCategories];

export interface ResourceFiltersProps {
  filters: Filters;
  /** How many resources each category button would show, given the search and culture. */
  counts: CategoryCounts;
  /** The culture matching the user's onboarding background; null hides the shortcut. */
  backgroundCulture: ResourceCulture | null;
  /** Called with the filters that changed. */
  onChange: (patch: Partial<Filters>) => void;
  /** The search box, so the screen can return focus to it after clearing the filters. */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * Search, Category and Cultural Context, and a row of category buttons that mirrors the Category
 * select. The background shortcut only ever applies when pressed (issue 6: never silently).
 */
export function ResourceFilters({ filters, counts, backgroundCulture, onChange, searchRef }: ResourceFiltersProps) {
  const t = useT();
  const categoryOptions = categoryFilters.map((value) => ({
    value,
    label: value === 'all' ? t('resources.filter.category.all') : t(`resources.filter.quick.${value}`),
  }));
  const cultureOptions = [
    { value: 'all', label: t('resources.filter.culture.all') },
    ...resourceCultures.map((value) => ({ value, label: t(`resources.culture.${value}`) })),
  ];
  const backgroundApplied = backgroundCulture !== null && filters.culture === backgroundCulture;
  // Results update as you type; Enter has nothing to submit.
  const preventSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <Card>
      <Form role="search" aria-label={t('resources.filters.label')} onSubmit={preventSubmit}>
        <TextField
          ref={searchRef}
          type="search"
          label={t('resources.search.label')}
          placeholder={t('resources.search.placeholder')}
          value={filters.query}
          onChange={(event) => onChange({ query: event.currentTarget.value })}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Selects>
          <Select
            label={t('resources.filter.category.label')}
            options={categoryOptions}
            value={filters.category}
            onValueChange={(value) => onChange({ category: isCategory(value) ? value : 'all' })}
          />
          <Select
            label={t('resources.filter.culture.label')}
            options={cultureOptions}
            value={filters.culture}
            onValueChange={(value) => onChange({ culture: isCulture(value) ? value : 'all' })}
          />
        </Selects>
        <Row role="group" aria-label={t('resources.filter.quick.label')}>
          {categoryFilters.map((value) => {
            const pressed = filters.category === value;
            return (
              <Button
                key={value}
                variant={pressed ? 'primary' : 'secondary'}
                aria-pressed={pressed}
                onClick={() => onChange({ category: value })}
              >
                {t(`resources.filter.quick.${value}`)}
                <Count>{t('resources.filter.count', { count: counts[value] })}</Count>
              </Button>
            );
          })}
        </Row>
        {backgroundCulture !== null ? (
          <Row>
            <Button
              variant={backgroundApplied ? 'primary' : 'ghost'}
              aria-pressed={backgroundApplied}
              icon={<Icon icon={Sparkles} />}
              onClick={() => onChange({ culture: backgroundApplied ? 'all' : backgroundCulture })}
            >
              {t('resources.filter.background', { culture: t(`resources.culture.${backgroundCulture}`) })}
            </Button>
          </Row>
        ) : null}
      </Form>
    </Card>
  );
}
