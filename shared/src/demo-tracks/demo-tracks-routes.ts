/** The demo tracks (public list, oEmbed, player page) and their administration by staff: their API routes (one part of the route table, routes/api-routes.ts). */
import { apiPaths } from '../api/api-paths';
import type { ApiRoute } from '../api/api-route';
import { grantSets } from '../api/grant-sets';
import { PENDING_AUDIO_PREFIX, PUBLISHED_AUDIO_PREFIX } from '../storage/media-keys';

export const demoTracksRoutes = [
  {
    id: 'listDemoTracks',
    method: 'GET',
    path: apiPaths.demos,
    handler: 'list-demo-tracks',
    access: 'public',
    sharedCache: { query: ['category'] },
    grants: [{ table: 'demo_tracks', access: ['scan'] }],
  },
  {
    // oEmbed for the demo player (oembed.ts): the snippet's height counts the category's tracks.
    id: 'getOEmbed',
    method: 'GET',
    path: apiPaths.oembed,
    handler: 'get-oembed',
    access: 'public',
    sharedCache: { query: ['url', 'format', 'maxwidth', 'maxheight'] },
    grants: [{ table: 'demo_tracks', access: ['scan'] }],
  },
  {
    // /demo-player and /demo-playlist as the edge serves them (constructs/website.ts): the prerendered page
    // whose oEmbed discovery link carries the page's own query, so discovery clients that read only the
    // HTML (oembed-extractor, WordPress) embed what the page shows (docs/decisions/0016-oembed-discovery.md).
    id: 'getPlayerPage',
    method: 'GET',
    path: apiPaths.playerPage,
    handler: 'get-player-page',
    access: 'public',
    grants: [],
  },
  {
    id: 'listAdminDemoTracks',
    method: 'GET',
    path: apiPaths.adminDemos,
    handler: 'list-admin-demo-tracks',
    access: 'admin',
    audit: { notAudited: 'the public demo tracks, no personal data' },
    // The same list as GET /api/demos, but never cached: an admin sees a change at once.
    grants: [{ table: 'demo_tracks', access: ['scan'] }],
  },
  // Audio uploads: a presigned POST to a private pending key, then a check before anything uses the file.
  {
    id: 'createDemoAudioUpload',
    method: 'POST',
    path: apiPaths.adminDemoUploads,
    handler: 'create-demo-audio-upload',
    access: 'admin',
    audit: { notAudited: 'hands out an upload ticket; the track made of it is audited (demoTrackCreated/Updated)' },
    grants: [{ bucket: 'media', access: ['put'], keys: [PENDING_AUDIO_PREFIX] }],
  },
  {
    id: 'createDemoTrack',
    method: 'POST',
    path: apiPaths.adminDemos,
    handler: 'create-demo-track',
    access: 'admin',
    audit: 'demoTrackCreated',
    // Scan for the last list position, get (the upload's track, if made already) and a conditional put; checks, copies and deletes the uploaded file.
    grants: [{ table: 'demo_tracks', access: ['scan', 'get', 'put'] }, ...grantSets.publishAudio, ...grantSets.auditEntry],
  },
  {
    id: 'updateDemoTrack',
    method: 'PUT',
    path: apiPaths.adminDemo,
    handler: 'update-demo-track',
    access: 'admin',
    audit: 'demoTrackUpdated',
    // A new file is published like an upload; the replaced one is deleted.
    grants: [
      { table: 'demo_tracks', access: ['get', 'put'] },
      ...grantSets.publishAudio,
      { bucket: 'media', access: ['delete'], keys: [PUBLISHED_AUDIO_PREFIX] },
      ...grantSets.auditEntry,
    ],
  },
  {
    id: 'reorderDemoTracks',
    method: 'PUT',
    path: apiPaths.adminDemoOrder,
    handler: 'reorder-demo-tracks',
    access: 'admin',
    audit: 'demoTracksReordered',
    // scan: the order and its version; update: each track's position, on the condition it was not moved meanwhile.
    grants: [{ table: 'demo_tracks', access: ['scan', 'update'] }, ...grantSets.auditEntry],
  },
  // Last: the route-table-driven tests run in this order, and a deletion removes what the others use.
  {
    id: 'deleteDemoTrack',
    method: 'DELETE',
    path: apiPaths.adminDemo,
    handler: 'delete-demo-track',
    access: 'admin',
    audit: 'demoTrackDeleted',
    grants: [{ table: 'demo_tracks', access: ['get', 'delete'] }, { bucket: 'media', access: ['delete'], keys: [PUBLISHED_AUDIO_PREFIX] }, ...grantSets.auditEntry],
  },
] as const satisfies ReadonlyArray<ApiRoute>;
