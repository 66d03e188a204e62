import { GoalsScreen } from '../../features/goals/GoalsScreen';
import { useUser } from '../user/UserProvider';

/** Goals & Progress wired to the store's addGoal and updateGoal (spec section 7). */
export default function GoalsPanel() {
  const { user, addGoal, updateGoal } = useUser();
  if (!user) return null;
  return <GoalsScreen goals={user.goals} onAddGoal={addGoal} onUpdateGoal={updateGoal} />;
}
