/** TanStack Query key of the signed-in account's configuration. */
export const ASSISTANT_CONFIG_KEY = ['me', 'assistant-config'] as const;
