export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
}
export function readManifest(dist: string): { manifest: Record<string, ManifestChunk>; entry: string; pages: string[] };
export function startKeys(manifest: Record<string, ManifestChunk>, entry: string): string[];
export function closure(manifest: Record<string, ManifestChunk>, keys: string[]): { js: string[]; css: string[] };
export function routeSize(dist: string, page: string | null): { js: number; css: number; files: number };
