/**
 * Publishes the website's events (source EVENT_SOURCE) to the bus named by EVENT_BUS_NAME.
 * PutEvents answers 200 even when it rejects an entry, so the per-entry result is checked.
 */
import { PutEventsCommand, type EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE } from '@rufbereit/shared';
import { eventBusName } from '../config';
import type { BusMessage, EventPublisher } from '../use-cases/ports';
import { eventBridgeClient } from './eventbridge-client';

export class EventBridgePublisher implements EventPublisher {
  constructor(
    private readonly client: EventBridgeClient,
    private readonly busName: () => string,
  ) {}

  async publish(message: BusMessage): Promise<void> {
    const result = await this.client.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: this.busName(),
            Source: EVENT_SOURCE,
            DetailType: message.detailType,
            Detail: JSON.stringify(message.detail),
          },
        ],
      }),
    );
    if ((result.FailedEntryCount ?? 0) > 0) {
      const entry = result.Entries?.[0];
      throw new Error(`PutEvents rejected ${message.detailType}: ${entry?.ErrorCode ?? ''} ${entry?.ErrorMessage ?? ''}`);
    }
  }
}

export const eventPublisherFromEnv = (): EventBridgePublisher =>
  new EventBridgePublisher(eventBridgeClient(), eventBusName);
