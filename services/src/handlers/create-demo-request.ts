/**
 * POST /api/demo-requests — stores a demo request (status pending), then publishes DemoRequested
 * {demoRequestId}. Body: demoRequestSchema (JSON). Header `idempotency-key` optional. Answers
 * 201 {id}; 400/409/413/415 with ApiErrorBody; 500 only for server faults.
 * Env: TABLE_DEMO_REQUESTS, EVENT_BUS_NAME, AWS_REGION, AWS_ENDPOINT_URL_DYNAMODB/_EVENTBRIDGE (local).
 */
import { createSubmitHandler } from '../http/submit-request-handler';

export const handler = createSubmitHandler('demo_request');
