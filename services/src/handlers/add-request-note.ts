/** POST /api/admin/requests/{kind}/{requestId}/notes (access `admin`), body {text}: a staff note, with who and when. */
import { inboxKinds, noteBodySchema, requestParamsSchema } from '@rufbereit/shared';
import { inboxRepositoryFromEnv } from '../adapters/dynamo-inbox-repository';
import { createAdminHandler } from '../http/admin-handler';
import { audited } from '../http/audit-recorder';
import { staffName } from '../http/staff-name';
import { parseJsonBody } from '../http/request-body';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { addNote } from '../use-cases/inbox';

export const handler = createAdminHandler(['addRequestNote'], audited(async (event, caller, audit) => {
  const { kind, requestId } = validateInput(requestParamsSchema, event.pathParameters ?? {});
  const { text } = validateInput(noteBodySchema, parseJsonBody(event));
  const note = await addNote({ repository: inboxRepositoryFromEnv() }, { by: await staffName(caller), kind: inboxKinds[kind], id: requestId, text });
  // Which request and how long, never the note's text (it may name the person).
  await audit(`${kind}/${requestId}`, `${text.length} Zeichen`);
  return jsonResponse(201, note);
}));
