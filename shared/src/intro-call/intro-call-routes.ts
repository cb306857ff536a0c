/** Intro calls, booked by visitors and managed by staff: their API routes (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';

export const introCallRoutes = [
  {
    id: 'listIntroCallSlots',
    method: 'GET',
    path: apiPaths.introCallSlots,
    handler: 'list-intro-call-slots',
    access: 'public',
    // The booked ones among the offered slots, by key (batch get): never a scan.
    grants: [{ table: 'intro_call_slots', access: ['batchGet'] }],
  },
  {
    id: 'bookIntroCall',
    method: 'POST',
    path: apiPaths.introCalls,
    handler: 'book-intro-call',
    access: 'public',
    proofOfWork: true,
    // put/get/delete: the slot and the address claim; update: when the cancel link was mailed again.
    // The form's set: idempotency update for the one-time proof-of-work solutions and the per-client
    // counters, request_stats for the dashboard's counter of bookings.
    grants: [{ table: 'intro_call_slots', access: ['put', 'get', 'update', 'delete'] }, ...grantSets.publicFormSubmission],
  },
  {
    id: 'cancelIntroCall',
    method: 'POST',
    path: apiPaths.introCallCancel,
    handler: 'cancel-intro-call',
    access: 'public',
    // Reached from the link of the confirmation mail: its secret token is the protection.
    proofOfWork: false,
    // delete: the slot and the address claim; put: the cancelled booking kept for the cancellation mail.
    grants: [{ table: 'intro_call_slots', access: ['get', 'delete', 'put'] }, ...grantSets.publishEvents],
  },
  // Intro calls as staff see them (intro-call-admin.ts): read by key over the slot grid, never a scan.
  {
    id: 'listIntroCallBookings',
    method: 'GET',
    path: apiPaths.adminIntroCalls,
    handler: 'list-intro-call-bookings',
    access: 'admin',
    audit: { notAudited: 'the intro-call calendar staff work from, changes nothing' },
    // batchGet: the range's slots; the contact requests' addresses (a booking links only to a request of its own address).
    grants: [{ table: 'intro_call_slots', access: ['batchGet'] }, { table: 'contacts', access: ['batchGet'] }],
  },
  {
    id: 'blockIntroCallSlots',
    method: 'POST',
    path: apiPaths.adminIntroCallBlocks,
    handler: 'block-intro-call-slots',
    access: 'admin',
    audit: 'slotsBlocked',
    // put: the block, on the booking's condition; get: what holds a slot the put could not take.
    grants: [{ table: 'intro_call_slots', access: ['put', 'get'] }, ...grantSets.auditEntry],
  },
  {
    id: 'freeIntroCallSlots',
    method: 'POST',
    path: apiPaths.adminIntroCallBlocksFree,
    handler: 'free-intro-call-slots',
    access: 'admin',
    audit: 'slotsFreed',
    // delete: a block only (conditional), never a booking.
    grants: [{ table: 'intro_call_slots', access: ['delete'] }, ...grantSets.auditEntry],
  },
  {
    id: 'cancelIntroCallAsStaff',
    method: 'POST',
    path: apiPaths.adminIntroCallCancel,
    handler: 'staff-cancel-intro-call',
    access: 'admin',
    audit: 'introCallCancelled',
    // delete: the booking and the address claim; put: the cancelled booking kept for the cancellation mail.
    grants: [{ table: 'intro_call_slots', access: ['delete', 'put'] }, ...grantSets.publishEvents, ...grantSets.auditEntry],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
