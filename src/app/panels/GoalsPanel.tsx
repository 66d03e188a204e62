import { memo } from 'react';

import { GoalsScreen } from '../../features/goals/GoalsScreen';
import { useUser } from '../user/UserProvider';

// Logging a mood leaves hundreds of goal cards as they are (issue 9, scale benchmark).
const Goals = memo(GoalsScreen);

/** Goals & Progress wired to the store's addGoal and updateGoal (spec section 7). */
export default function GoalsPanel() {
  const { user, addGoal, updateGoal } = useUser();
  if (!user) return null;
  return <Goals goals={user.goals} onAddGoal={addGoal} onUpdateGoal={updateGoal} />;
}
