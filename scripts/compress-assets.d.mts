// Types of compress-assets.mjs for the TypeScript tests that import it (the script itself is plain Node).
export declare const minBytes: number;
export declare function compressAssets(dir: string): Promise<Array<{ file: string; bytes: number; br: number | null; gz: number | null }>>;
