import { Tag } from '../../../components/Badge';
import { Breathing, Clock, Headphones, Icon, Profile, Resources, Star, Video } from '../../../components/Icon';
import type { IconComponent } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { Resource, ResourceCategory } from '../model';

// The facts a resource's card and its detail view both show, so the two always agree.

export const categoryIcons: Record<ResourceCategory, IconComponent> = {
  article: Resources,
  video: Video,
  audio: Headphones,
  exercise: Breathing,
};

const Mark = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$text',
});

const IconCircle = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.5rem',
  borderRadius: '$round',
  backgroundColor: '$accentSoft',
  color: '$accent',
});

/** The category's icon in a tinted circle, with its name beside it (the icon alone is decorative). */
export function CategoryMark({ category }: { category: ResourceCategory }) {
  const t = useT();
  return (
    <Mark>
      <IconCircle>
        <Icon icon={categoryIcons[category]} size="lg" />
      </IconCircle>
      {t(`resources.category.${category}`)}
    </Mark>
  );
}

const RatingRoot = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$text',
  '& svg': { color: '$warning' },
});

/** "★ 4.3", read as "Rated 4.3 out of 5". */
export function Rating({ value }: { value: number }) {
  const t = useT();
  return (
    <RatingRoot role="img" aria-label={t('resources.card.rating', { rating: value })}>
      <Icon icon={Star} fill="currentColor" />
      <span aria-hidden="true">{t('resources.card.ratingValue', { rating: value })}</span>
    </RatingRoot>
  );
}

const Top = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});

/** The top row of a card and of the detail view: the category at the start, the rating at the end. */
export function CategoryAndRating({ resource }: { resource: Pick<Resource, 'category' | 'rating'> }) {
  return (
    <Top>
      <CategoryMark category={resource.category} />
      <Rating value={resource.rating} />
    </Top>
  );
}

const FactList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$4',
  rowGap: '$1',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  fontSize: '$sm',
  color: '$muted',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '$1' },
});

/** The duration (videos only) and the age group. */
export function ResourceFacts({ resource }: { resource: Pick<Resource, 'duration' | 'ageGroup'> }) {
  const t = useT();
  return (
    <FactList>
      {resource.duration !== undefined ? (
        <li>
          <Icon icon={Clock} />
          {t('resources.card.duration', { minutes: resource.duration })}
        </li>
      ) : null}
      <li>
        <Icon icon={Profile} />
        {t('resources.card.ages', { range: resource.ageGroup })}
      </li>
    </FactList>
  );
}

const TagList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

/** The resource's cultural contexts as tags; nothing when it has none. */
export function CultureTags({ cultures }: { cultures: Resource['culturalContext'] }) {
  const t = useT();
  if (!cultures || cultures.length === 0) return null;
  return (
    <TagList aria-label={t('resources.card.cultures')}>
      {cultures.map((culture) => (
        <li key={culture}>
          <Tag>{t(`resources.culture.${culture}`)}</Tag>
        </li>
      ))}
    </TagList>
  );
}
