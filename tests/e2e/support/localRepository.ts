/**
 * A folder on disk for the content editor's "Work with Local Repository" (Sveltia CMS's local
 * backend), in a headless browser.
 *
 * The editor reads and writes the repository through the browser's File System Access API: a
 * person picks the folder in `showDirectoryPicker()`. A headless Chromium has no picker to click
 * (playwright cannot answer it: microsoft/playwright#11288), so the test answers it: the picker
 * returns a directory handle whose every read, write and listing is done by Node on `root`,
 * through an exposed binding. The editor's own code (which files it reads, what it writes, when)
 * runs unchanged; only the browser's picker and its disk access are replaced.
 *
 * The handles implement the part of FileSystemDirectoryHandle / FileSystemFileHandle /
 * FileSystemWritableFileStream the editor uses: entries(), getDirectoryHandle(), getFileHandle(),
 * removeEntry(), getFile(), createWritable() with write() and close(), move() (the editor writes a
 * temporary file and moves it over the old one), requestPermission().
 * Every path stays inside `root` (the binding refuses `..` and absolute paths).
 */
import { lstat, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { Page } from 'playwright-core';

/** A request from the page to Node. */
type FsRequest =
  | { op: 'list'; path: string }
  | { op: 'kind'; path: string }
  | { op: 'read'; path: string }
  | { op: 'write'; path: string; base64: string }
  | { op: 'mkdir'; path: string }
  | { op: 'move'; path: string; to: string }
  | { op: 'remove'; path: string; recursive: boolean };

/** What the editor wrote through the handles, relative to the root, in order. */
export interface LocalRepository {
  writes: string[];
}

/** Gives `page` a `showDirectoryPicker()` that opens `root`. Call before the page loads. */
export async function serveLocalRepository(page: Page, root: string): Promise<LocalRepository> {
  const base = resolve(root);
  const record: LocalRepository = { writes: [] };
  const inside = (path: string) => {
    const full = resolve(base, path);
    if (full !== base && !full.startsWith(base + sep))
      throw new Error(`outside the folder: ${path}`);
    return full;
  };
  const kindOf = async (full: string) => {
    try {
      return (await stat(full)).isDirectory() ? 'directory' : 'file';
    } catch {
      return null;
    }
  };
  await page.exposeBinding('__porfLocalRepository', async (_source, request: FsRequest) => {
    const full = inside(request.path);
    switch (request.op) {
      case 'kind':
        return kindOf(full);
      case 'list': {
        const names = (await readdir(full)).sort();
        const out: { name: string; kind: string }[] = [];
        for (const name of names) {
          const kind = await kindOf(join(full, name));
          // A dangling link is not an entry.
          if (kind) out.push({ name, kind });
          else if ((await lstat(join(full, name))).isSymbolicLink()) continue;
        }
        return out;
      }
      case 'read': {
        const bytes = await readFile(full);
        return { base64: bytes.toString('base64'), lastModified: (await stat(full)).mtimeMs };
      }
      case 'write':
        await writeFile(full, Buffer.from(request.base64, 'base64'));
        record.writes.push(relative(base, full).split(sep).join('/'));
        return null;
      case 'mkdir':
        await mkdir(full, { recursive: true });
        return null;
      case 'move': {
        const to = inside(request.to);
        await rename(full, to);
        record.writes.push(relative(base, to).split(sep).join('/'));
        return null;
      }
      case 'remove':
        await rm(full, { recursive: request.recursive });
        record.writes.push(`-${relative(base, full).split(sep).join('/')}`);
        return null;
    }
  });
  // Compiled test code may name functions through esbuild's `__name` helper, absent in the page.
  await page.addInitScript('globalThis.__name ??= (fn) => fn;');
  await page.addInitScript(installHandles, basename(base));
  return record;
}

/** Runs in the page: the handles, and `showDirectoryPicker()` answering with the root's. */
function installHandles(rootName: string) {
  type Call = (request: Record<string, unknown>) => Promise<unknown>;
  const call = (request: Record<string, unknown>) =>
    (window as unknown as { __porfLocalRepository: Call }).__porfLocalRepository(request);
  const error = (name: string, message: string) => new DOMException(message, name);
  const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);
  const toBase64 = (bytes: Uint8Array) => {
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(text);
  };

  // Own properties are plain data, so the editor can keep a handle in IndexedDB (structured clone).
  // What files and folders answer alike: permissions (always granted) and sameness (by path).
  abstract class Handle {
    abstract readonly kind: 'file' | 'directory';
    constructor(
      public name: string,
      public path: string,
    ) {}
    async queryPermission() {
      return 'granted';
    }
    async requestPermission() {
      return 'granted';
    }
    async isSameEntry(other: { path?: string; kind?: string }) {
      return other?.kind === this.kind && other.path === this.path;
    }
  }

  class FileHandle extends Handle {
    readonly kind = 'file';
    /** move(directory, name) or move(name), as Chromium's FileSystemFileHandle.move(). */
    async move(target: { path: string } | string, newName?: string) {
      const dir = typeof target === 'string' ? this.path.replace(/\/?[^/]*$/, '') : target.path;
      const name = typeof target === 'string' ? target : (newName ?? this.name);
      const to = join(dir, name);
      await call({ op: 'move', path: this.path, to });
      this.path = to;
      this.name = name;
    }
    async getFile(): Promise<File> {
      const { base64, lastModified } = (await call({ op: 'read', path: this.path })) as {
        base64: string;
        lastModified: number;
      };
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      return new File([bytes], this.name, { lastModified });
    }
    async createWritable() {
      const path = this.path;
      const parts: BlobPart[] = [];
      return {
        async write(data: unknown) {
          // write(data) or write({ type: 'write', data })
          const params = data as { type?: unknown; data?: unknown } | null;
          const chunk =
            params && typeof params === 'object' && params.type === 'write' ? params.data : data;
          parts.push(chunk as BlobPart);
        },
        async close() {
          const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
          await call({ op: 'write', path, base64: toBase64(bytes) });
        },
        async abort() {
          parts.length = 0;
        },
      };
    }
  }

  class DirectoryHandle extends Handle {
    readonly kind = 'directory';
    async *entries(): AsyncGenerator<[string, FileHandle | DirectoryHandle]> {
      const list = (await call({ op: 'list', path: this.path })) as {
        name: string;
        kind: string;
      }[];
      for (const { name, kind } of list) {
        const path = join(this.path, name);
        yield [
          name,
          kind === 'directory' ? new DirectoryHandle(name, path) : new FileHandle(name, path),
        ];
      }
    }
    async *values() {
      for await (const [, handle] of this.entries()) yield handle;
    }
    async *keys() {
      for await (const [name] of this.entries()) yield name;
    }
    [Symbol.asyncIterator]() {
      return this.entries();
    }
    getDirectoryHandle(name: string, options: { create?: boolean } = {}) {
      return this.child(name, 'directory', options.create) as Promise<DirectoryHandle>;
    }
    getFileHandle(name: string, options: { create?: boolean } = {}) {
      return this.child(name, 'file', options.create) as Promise<FileHandle>;
    }
    /** The entry `name` of this folder, of `kind`; made (empty) when missing and `create` is set. */
    private async child(name: string, kind: 'file' | 'directory', create = false) {
      const path = join(this.path, name);
      const found = await call({ op: 'kind', path });
      if (found && found !== kind) {
        throw error('TypeMismatchError', `${path} is a ${found === 'file' ? 'file' : 'folder'}`);
      }
      if (!found) {
        if (!create) throw error('NotFoundError', `${path} not found`);
        await call(kind === 'file' ? { op: 'write', path, base64: '' } : { op: 'mkdir', path });
      }
      return kind === 'file' ? new FileHandle(name, path) : new DirectoryHandle(name, path);
    }
    async removeEntry(name: string, options: { recursive?: boolean } = {}) {
      await call({ op: 'remove', path: join(this.path, name), recursive: !!options.recursive });
    }
    async resolve(other: { path: string }) {
      if (!other.path.startsWith(this.path)) return null;
      return other.path.slice(this.path.length).split('/').filter(Boolean);
    }
  }

  Object.defineProperty(window, 'showDirectoryPicker', {
    configurable: true,
    value: async () => new DirectoryHandle(rootName, ''),
  });
}
