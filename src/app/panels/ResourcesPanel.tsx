import type { ComponentProps } from 'react';

import { ResourcesScreen } from '../../features/resources/ResourcesScreen';
import { useUser } from '../user/UserProvider';

type CategoryRequest = ComponentProps<typeof ResourcesScreen>['categoryRequest'];

/** The resource library, offered the user's background as a shortcut filter. */
export default function ResourcesPanel({ categoryRequest }: { categoryRequest?: CategoryRequest }) {
  const { user } = useUser();
  return (
    <ResourcesScreen culturalBackground={user?.preferences.culturalBackground ?? ''} categoryRequest={categoryRequest} />
  );
}
