/**
 * POST /api/admin/users/{id}/admin (grant) and DELETE /api/admin/users/{id}/admin (revoke), access
 * `admin`. Answers 200 with the account; 404 unknown account; 409 when admins revoke themselves.
 * Env: COGNITO_USER_POOL_ID.
 */
import { userIdParamsSchema } from '@rufbereit/shared';
import { recordAudit } from '../adapters/dynamo-staff-audit';
import { userDirectoryFromEnv } from '../adapters/cognito-user-directory';
import { createAdminStandingCheck } from '../http/admin-standing';
import { createAdminHandler } from '../http/admin-handler';
import { jsonResponse } from '../http/responses';
import { validateInput } from '../http/validation';
import { setAdminGroup, type UserDirectory } from '../use-cases/user-accounts';
import { staffName } from '../http/staff-name';
import { auditEntry } from '../use-cases/staff-audit';

export function createSetAdminGroupHandler(directory: () => UserDirectory = userDirectoryFromEnv) {
  return createAdminHandler(
    ['grantAdmin', 'revokeAdmin'],
    async (event, caller) => {
      const { id } = validateInput(userIdParamsSchema, event.pathParameters ?? {});
      const grant = event.requestContext.http.method.toUpperCase() === 'POST';
      const account = await setAdminGroup({ directory: directory() }, { caller, username: id, admin: grant });
      // The account by its e-mail, as staff know it from the users page (an id told them nothing); the id when the pool has no address.
      await recordAudit(auditEntry(await staffName(caller), grant ? 'roleGranted' : 'roleRevoked', account.email || id));
      return jsonResponse(200, account);
    },
    // Who may hand out admin rights is asked fresh every time (no cache): a just-revoked admin must
    // not grant itself again while another route's cached answer is still valid.
    { adminCheck: createAdminStandingCheck(directory, { ttlMs: 0 }) },
  );
}

export const handler = createSetAdminGroupHandler();
