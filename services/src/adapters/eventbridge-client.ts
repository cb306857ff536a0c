import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { lazy } from './lazy';

export const eventBridgeClient = lazy(() => new EventBridgeClient({}));
