import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Goals, Plus } from '../../../components/Icon';
import { useT } from '../../../i18n';

export interface GoalsEmptyStateProps {
  /** Create Your First Goal: opens the Create New Goal form. */
  onCreate: () => void;
  /** The heading level, to fit the page's outline. */
  titleAs?: 'h2' | 'h3';
}

/** Spec section 2: what the Active list shows before there is any active goal. */
export function GoalsEmptyState({ onCreate, titleAs = 'h3' }: GoalsEmptyStateProps) {
  const t = useT();
  return (
    <EmptyState
      icon={<Goals />}
      titleAs={titleAs}
      title={t('goals.empty.title')}
      description={t('goals.empty.description')}
      action={
        <Button icon={<Plus />} onClick={onCreate}>
          {t('goals.empty.action')}
        </Button>
      }
    />
  );
}
