/**
 * Import FIRST in a test file (before anything that loads ../logger): the Powertools logger takes its
 * level from the environment when it is constructed and restores it on every invocation.
 * Run with POWERTOOLS_LOG_LEVEL=DEBUG to see the logs.
 */
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// Metrics (embedded metric format on stdout) stay off unless a test switches them on first.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
