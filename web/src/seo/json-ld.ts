/** A JSON-LD (schema.org) object as plain data; the builders in this folder and the sections produce it. */
export type JsonLd = Record<string, unknown>;
