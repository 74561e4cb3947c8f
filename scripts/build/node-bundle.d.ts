// Types of node-bundle.js, which stays JavaScript because it runs before anything is compiled.

/** The compiled server, core and CLI. */
export declare const OUT_DIR: string;
/** Why dist/node cannot be run as it is, or null when it is current. */
export declare function staleness(): string | null;
/** Compiles the entries into dist/node. */
export declare function buildNode(): Promise<void>;
/** The file URL of a compiled entry, built first when dist/node is missing or stale. */
export declare function compiledEntry(name: string): Promise<string>;
