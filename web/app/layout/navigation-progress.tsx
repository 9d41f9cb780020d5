import { useNavigation } from 'react-router';
import { ProgressBar } from './progress-bar';

/** The progress bar while react-router loads the next route of the signed-in app (spec section 9). */
export function NavigationProgress() {
  return <ProgressBar busy={useNavigation().state !== 'idle'} />;
}
