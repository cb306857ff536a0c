import { createContext } from 'react';
import type { AudioElementLike } from './audio-controller';

/**
 * How players create their audio element. The page uses real `Audio` elements; component tests
 * provide a fake through this context, so nothing in the player itself is test-specific.
 */
export const AudioFactoryContext = createContext<() => AudioElementLike>(() => new Audio());
