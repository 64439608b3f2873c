import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertImageKey,
  assertImagePrefix,
  assertImageWrite,
  contentTypeForKey,
  type ImageStore,
  type StoredImage,
} from './image-store';

function isErrno(err: unknown, ...codes: string[]): boolean {
  return err instanceof Error && 'code' in err && codes.includes(String(err.code));
}

/** Images as plain files under root; the key is the relative path. */
export class FsImageStore implements ImageStore {
  constructor(readonly root: string) {}

  private fileFor(key: string): string {
    assertImageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertImageWrite(key, contentType);
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader (the /images route, a concurrent seed) never sees half a
    // file. The temporary name starts with a dot, which no valid key can, so list skips it.
    const partial = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`,
    );
    try {
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredImage | null> {
    const file = this.fileFor(key);
    const contentType = contentTypeForKey(key);
    if (!contentType) return null;
    try {
      const bytes = await readFile(file);
      return {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType,
      };
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'EISDIR', 'ENOTDIR')) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<boolean> {
    const file = this.fileFor(key);
    try {
      await unlink(file);
      return true;
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'ENOTDIR')) return false;
      // A folder is not an image: deleting "products" must not remove the whole folder.
      if (isErrno(err, 'EISDIR', 'EPERM')) return false;
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertImagePrefix(prefix);
    // Walk only the deepest folder the prefix names, not the whole store.
    const slash = prefix.lastIndexOf('/');
    const folderKey = slash < 0 ? '' : prefix.slice(0, slash);
    const keys: string[] = [];
    await this.walk(folderKey, keys);
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }

  private async walk(folderKey: string, into: string[]): Promise<void> {
    const folder = folderKey ? path.join(this.root, ...folderKey.split('/')) : this.root;
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (err) {
      if (isErrno(err, 'ENOENT', 'ENOTDIR')) return;
      throw err;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = folderKey ? `${folderKey}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await this.walk(key, into);
      else if (entry.isFile()) into.push(key);
    }
  }
}
