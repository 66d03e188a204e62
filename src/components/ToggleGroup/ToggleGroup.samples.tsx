// Sample options for stories (this folder's and any story that puts a ToggleGroup in context).
import { Annoyed, Frown, Laugh, Meh, Smile } from '../Icon';
import type { ToggleOption } from './ToggleGroup';

export const sampleMoodLevels: ToggleOption[] = [
  { value: '1', label: 'Very Low', icon: <Frown />, tone: 'mood1' },
  { value: '2', label: 'Low', icon: <Annoyed />, tone: 'mood2' },
  { value: '3', label: 'Okay', icon: <Meh />, tone: 'mood3' },
  { value: '4', label: 'Good', icon: <Smile />, tone: 'mood4' },
  { value: '5', label: 'Great', icon: <Laugh />, tone: 'mood5' },
];

export const sampleEmotions: ToggleOption[] = [
  'Happy', 'Calm', 'Grateful', 'Hopeful', 'Excited', 'Tired',
  'Anxious', 'Stressed', 'Sad', 'Lonely', 'Angry', 'Overwhelmed',
].map((label) => ({ value: label.toLowerCase(), label }));
